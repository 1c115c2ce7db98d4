import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HodlPage } from '../../pages/earn/HodlPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/hodl')({
  component: withTitle(msg`HODL & Earn`, HodlPage),
});

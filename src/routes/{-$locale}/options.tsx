import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OptionsPage } from '../../pages/trade/OptionsPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/options')({
  component: withTitle(msg`Options`, OptionsPage),
});

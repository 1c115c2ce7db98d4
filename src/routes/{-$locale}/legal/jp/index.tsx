import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { JapanLegalIndexPage } from '../../../../pages/legal/JapanLegalPages';
import { withTitle } from '../../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/legal/jp/')({
  component: withTitle(msg`Disclosures (Japan)`, JapanLegalIndexPage),
});

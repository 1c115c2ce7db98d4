import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SalePage } from '../../pages/marketing/PromoPages';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/sale')({
  component: withTitle(msg`Special offers`, SalePage),
});

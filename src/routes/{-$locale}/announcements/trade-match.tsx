import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TradeMatchPage } from '../../../pages/earn/TradeMatchPage';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/announcements/trade-match')({
  component: withTitle(msg`Trade Match`, TradeMatchPage),
});

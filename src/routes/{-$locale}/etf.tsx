import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EtfPage } from '../../pages/trade/EtfPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/etf')({
  component: withTitle(msg`Leveraged ETF tokens`, EtfPage),
});

import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/trade` alone opens the default market. */
export const Route = createFileRoute('/{-$locale}/trade/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/trade/$pair', params: { locale: params.locale, pair: 'BTC_USDT' }, replace: true });
  },
});

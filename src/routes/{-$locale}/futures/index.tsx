import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/futures` alone opens the USDT-settled BTC perpetual. */
export const Route = createFileRoute('/{-$locale}/futures/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/futures/$unit/$contract', params: { locale: params.locale, unit: 'USDT', contract: 'BTC_USDT' }, replace: true });
  },
});

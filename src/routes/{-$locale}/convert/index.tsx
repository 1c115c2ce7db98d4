import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/convert` alone converts USDT to BTC. */
export const Route = createFileRoute('/{-$locale}/convert/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/convert/$from/$to', params: { locale: params.locale, from: 'USDT', to: 'BTC' }, replace: true });
  },
});

import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BuyCryptoPage } from '../../../../features/pages/buy/BuyPages';

export const Route = createFileRoute('/{-$locale}/crypto/buy/')({
  head: () => ({ meta: [{ title: t`Buy crypto` }] }),
  component: BuyCryptoPage,
});

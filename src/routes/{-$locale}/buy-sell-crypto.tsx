import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BuySellCryptoPage } from '../../features/pages/buy/BuyPages';

export const Route = createFileRoute('/{-$locale}/buy-sell-crypto')({
  head: () => ({ meta: [{ title: t`Buy and sell crypto` }] }),
  component: BuySellCryptoPage,
});

/**
 * While the user is logged in on a page that shows the account, the private stream keeps the
 * trading queries current (api/stream/privateStream) and each fill of the user's orders says so in a
 * toast (role=status, polite, gone after a few seconds: ui/overlay/Toast).
 */
import { useLingui } from '@lingui/react/macro';
import type { SpotFill } from '../../api/trading/endpoints';
import { usePrivateTrading } from '../../api/stream/privateStream';
import { useFormat, zeroCountText } from '../../i18n/format';
import { useToast } from '../../ui/overlay/Toast';
import { fixed, pairName, useRules } from './numbers';

export function useLiveAccount(streamUrl: string | null, enabled: boolean): void {
  const { t } = useLingui();
  const toast = useToast();
  const format = useFormat();
  const rules = useRules();
  const onFill = (fill: SpotFill) => {
    const rule = rules.get(fill.symbol);
    const amount = `${fixed(format, fill.amount, rule?.amount_precision ?? 8, true)} ${rule?.base ?? ''}`.trim();
    // A toast is plain text: a tiny price's long zero run as a subscript count (SPEC section 5).
    const price = zeroCountText(fixed(format, fill.price, rule?.price_precision ?? 8));
    const pair = pairName(fill.symbol);
    toast(fill.side === 'buy' ? t`Filled: bought ${amount} at ${price} (${pair})` : t`Filled: sold ${amount} at ${price} (${pair})`, 'success');
  };
  usePrivateTrading(streamUrl, enabled, { onFill });
}

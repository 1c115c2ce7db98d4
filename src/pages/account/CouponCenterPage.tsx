/** /myaccount/coupon_center (and /myaccount/profile/coupon_center): the visitor's coupons by status. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormat } from '../../i18n/format';
import { Badge, Card, KeyValues } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { AccountLayout } from './AccountLayout';
import { couponsQuery, type Coupon } from '../../api';
import { ListGate } from '../../shell/entity';

export function CouponCenterPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [tab, setTab] = useState<Coupon['status']>('available');
  const coupons = useQuery(couponsQuery());
  const shown = (coupons.data?.data ?? []).filter((c) => c.status === tab);
  const kindName = (kind: Coupon['kind']) => (kind === 'fee' ? t`Trading fee rebate` : kind === 'bonus' ? t`Futures bonus` : t`Interest boost`);
  return (
    <AccountLayout title={<Trans>Coupons</Trans>} lead={<Trans>Vouchers from campaigns and rewards. Each applies automatically once you meet its condition.</Trans>}>
      <div className="ui-tabs" role="tablist" aria-label={t`Coupon status`}>
        {(['available', 'used', 'expired'] as const).map((status) => (
          <button key={status} type="button" role="tab" aria-selected={tab === status} className="ui-tabs__tab" onClick={() => setTab(status)}>
            {status === 'available' ? t`Available` : status === 'used' ? t`Used` : t`Expired`}
          </button>
        ))}
      </div>
      {coupons.isPending || !coupons.data?.ok ? (
        // Loading, or the call failed: the list's own states.
        <ListGate query={coupons} empty={null}>
          {() => null}
        </ListGate>
      ) : shown.length === 0 ? (
        <p className="ui-muted">
          <Trans>No coupons here.</Trans>
        </p>
      ) : (
        <ul className="ui-grid ui-grid--3">
          {shown.map((coupon) => (
            <Card as="li" key={coupon.id} className="ui-stack">
              <div className="ui-row ui-row--between">
                <Badge tone={coupon.status === 'available' ? 'accent' : 'neutral'}>{kindName(coupon.kind)}</Badge>
              </div>
              <p className="ui-price-row__value" style={{ fontSize: 28 }}>
                {coupon.asset === '%' ? format.percent(coupon.value, 0) : `${format.number(coupon.value)} ${coupon.asset}`}
              </p>
              <KeyValues
                items={[
                  { label: <Trans>Condition</Trans>, value: <Trans>Trade {format.number(coupon.minSpend)} USDT</Trans> },
                  { label: <Trans>Valid until</Trans>, value: format.date(coupon.expires) },
                ]}
              />
              {coupon.status === 'available' && (
                <Link to="/{-$locale}/trade/$pair" params={{ pair: 'BTC_USDT' }} className={btn('primary', 'md')}>
                  <Trans>Use now</Trans>
                </Link>
              )}
            </Card>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}

/** /myaccount: who is logged in, verification level, balances and shortcuts. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { Link } from '@tanstack/react-router';
import { kycStatusQuery } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { Badge, Card, KeyValues, StatGrid } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { AccountLayout } from './AccountLayout';
import { TransferButton } from '../../overlays/user/transferPanel';
import { kycLevel, useAccountIdentity } from '../../widgets/account-identity';
import { KycLevelName } from './verification/KycHomePage';
import { useMemo } from 'react';
import { useMarkets } from '../../widgets/market-data';
import { SpotBalancesTable } from '../../widgets/spot-orders';
import { useLiveFunds } from './WalletPanels';
import { AccountsBreakdown, CopyAccounts, EarnPositionsTable, useAccounts } from '../../widgets/money';
import { leadTradersQuery } from '../../api';

export function AccountOverviewPage() {
  const { t } = useLingui();
  const format = useFormat();
  const { uid, nickname } = useAccountIdentity();
  const kyc = useQuery(kycStatusQuery());
  // Every account the backend holds for the user, valued at the stream's prices (docs/accounts.md).
  const { total } = useAccounts();
  const level = kycLevel(kyc.data?.data ?? 0);
  const usd = Number(total?.total_usd ?? 0);
  const btc = Number(total?.total_btc ?? 0);
  const { markets } = useMarkets();
  useLiveFunds();
  // Each asset's value at its USDT market's last price (USDT counts as a dollar).
  const traders = useQuery(leadTradersQuery());
  const names = useMemo(() => new Map((traders.data?.data ?? []).map((trader) => [trader.id, trader.nickname] as const)), [traders.data]);
  const usdPrices = useMemo(() => new Map([...markets.filter((m) => m.quote === 'USDT').map((m) => [m.base, m.last] as const), ['USDT', 1] as const]), [markets]);

  return (
    <AccountLayout
      title={<Trans>Welcome, {nickname}</Trans>}
      actions={
        <>
          <Link to="/{-$locale}/myaccount/deposit/{-$currency}" className={btn('primary', 'md')}>
            <Trans>Deposit</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/withdraw/{-$currency}" className={btn('secondary', 'md')}>
            <Trans>Withdraw</Trans>
          </Link>
          <TransferButton kind="transfer" />
        </>
      }
    >
      <StatGrid
        label={t`Balances`}
        stats={[
          { label: <Trans>Estimated total value</Trans>, value: <span data-testid="overview-total">{format.money(usd, 'USD')}</span>, hint: `≈ ${format.number(btc, { maximumFractionDigits: 8 })} BTC` },
          { label: <Trans>Verification</Trans>, value: <KycLevelName level={level} /> },
        ]}
      />
      <Card className="account-balances">
        <h2 className="ui-card__title">
          <Trans>Accounts</Trans>
        </h2>
        <AccountsBreakdown />
      </Card>
      <Card className="account-balances">
        <div className="ui-row" style={{ justifyContent: 'space-between' }}>
          <h2 className="ui-card__title">
            <Trans>Spot account</Trans>
          </h2>
          <Link to="/{-$locale}/myaccount/orders" className="ui-link">
            <Trans>Spot orders</Trans>
          </Link>
        </div>
        <SpotBalancesTable usdPrices={usdPrices} />
      </Card>
      <Card className="account-balances money-block">
        <div className="ui-row" style={{ justifyContent: 'space-between' }}>
          <h2 className="ui-card__title">
            <Trans>Earn</Trans>
          </h2>
          <Link to="/{-$locale}/simple-earn" className="ui-link">
            <Trans>Simple Earn</Trans>
          </Link>
        </div>
        <EarnPositionsTable types={['flexible', 'fixed', 'startup', 'launchpool', 'staking', 'lend']} testId="account-earn" />
      </Card>
      <Card className="account-balances money-block">
        <div className="ui-row" style={{ justifyContent: 'space-between' }}>
          <h2 className="ui-card__title">
            <Trans>Copy trading</Trans>
          </h2>
          <Link to="/{-$locale}/copytrading" search={{ mode: 'futures' }} className="ui-link">
            <Trans>Lead traders</Trans>
          </Link>
        </div>
        <CopyAccounts names={names} />
      </Card>
      <div className="ui-grid ui-grid--2">
        <Card>
          <h2 className="ui-card__title">
            <Trans>Profile</Trans>
          </h2>
          <KeyValues
            items={[
              { label: <Trans>Nickname</Trans>, value: nickname },
              { label: <Trans>User ID</Trans>, value: <span className="ui-mono">{uid}</span> },
              { label: <Trans>Verification level</Trans>, value: level === '0' ? <Badge tone="warn">{t`Not verified`}</Badge> : <Badge tone="rise"><KycLevelName level={level} /></Badge> },
            ]}
          />
        </Card>
        <Card className="ui-stack">
          <h2 className="ui-card__title">
            <Trans>Keep your account safe</Trans>
          </h2>
          <p className="ui-card__text">
            <Trans>Turn on an authenticator app and set a fund password before you withdraw.</Trans>
          </p>
          <div className="ui-row">
            <Link to="/{-$locale}/myaccount/totp" className={btn('secondary', 'sm')}>
              <Trans>Set up authenticator</Trans>
            </Link>
            <Link to="/{-$locale}/myaccount/security" className={btn('ghost', 'sm')}>
              <Trans>Security settings</Trans>
            </Link>
          </div>
        </Card>
      </div>
    </AccountLayout>
  );
}

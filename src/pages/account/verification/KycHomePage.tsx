/** /myaccount/kyc_home: verification levels, what each unlocks, and where the visitor stands. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../../api/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { kycApplicationQuery, kycStatusQuery } from '../../../api/queries';
import { useFormat } from '../../../i18n/format';
import { Badge, Card, Notice } from '../../../ui/content/Page';
import { btn } from '../../../ui/form/Button';
import { AccountLayout } from '../AccountLayout';
import { kycLevel, kycLevelReached, type KycLevel } from '../../../widgets/account-identity';

export function KycLevelName({ level }: { level: KycLevel }) {
  switch (level) {
    case '0':
      return <Trans>Unverified</Trans>;
    case '0.5':
      return <Trans>Level 0.5</Trans>;
    case '1':
      return <Trans>Level 1</Trans>;
    case '2':
      return <Trans>Level 2</Trans>;
    case '3':
      return <Trans>Level 3</Trans>;
    default:
      return <Trans>Company</Trans>;
  }
}

export function KycHomePage() {
  const { t } = useLingui();
  const format = useFormat();
  const status = useQuery(kycStatusQuery());
  // An application under review or rejected shows on its level's card (docs/kyc.md).
  const application = useQuery(kycApplicationQuery()).data?.data ?? null;
  const applied = (level: KycLevel) => (application !== null && String(application.level) === level ? application.status : null);
  const current = kycLevel(status.data?.data ?? 0);
  const reached = (level: KycLevel) => kycLevelReached(current, level);
  const levels: { level: KycLevel; needs: ReactNode; unlocks: ReactNode; to?: '/{-$locale}/myaccount/kyc2' | '/{-$locale}/myaccount/kyc3_v1' }[] = [
    { level: '1', needs: <Trans>Name, date of birth and nationality</Trans>, unlocks: <Trans>Deposits, trading and withdrawals up to {format.money(2000, 'USD', { maximumFractionDigits: 0 })} a day</Trans>, to: '/{-$locale}/myaccount/kyc2' },
    { level: '2', needs: <Trans>A government ID and a selfie</Trans>, unlocks: <Trans>Card and bank purchases, withdrawals up to {format.money(2_000_000, 'USD', { notation: 'compact' })} a day</Trans>, to: '/{-$locale}/myaccount/kyc2' },
    { level: '3', needs: <Trans>Proof of address issued in the last 3 months</Trans>, unlocks: <Trans>Higher limits, peer-to-peer merchant status and OTC trading</Trans>, to: '/{-$locale}/myaccount/kyc3_v1' },
  ];
  return (
    <AccountLayout title={<Trans>Identity verification</Trans>} lead={<Trans>Verifying your identity keeps your account safe and unlocks higher limits. It usually takes a few minutes.</Trans>}>
      <Notice title={<Trans>Your level</Trans>}>
        <KycLevelName level={current} />
      </Notice>
      <ol className="ui-grid ui-grid--3" style={{ listStyle: 'none' }}>
        {levels.map((item) => (
          <Card as="li" key={item.level} className="ui-stack">
            <div className="ui-row ui-row--between">
              <h2 className="ui-card__title">
                <KycLevelName level={item.level} />
              </h2>
              {reached(item.level) ? (
                <Badge tone="rise">{t`Verified`}</Badge>
              ) : applied(item.level) === 'pending' ? (
                <Badge tone="accent">{t`Under review`}</Badge>
              ) : applied(item.level) === 'rejected' ? (
                <Badge tone="warn">{t({ message: 'Rejected', context: 'verification' })}</Badge>
              ) : (
                <Badge>{t`Not started`}</Badge>
              )}
            </div>
            <div>
              <p className="ui-card__meta">
                <Trans>You provide</Trans>
              </p>
              <p>{item.needs}</p>
            </div>
            <div>
              <p className="ui-card__meta">
                <Trans>You unlock</Trans>
              </p>
              <p>{item.unlocks}</p>
            </div>
            {!reached(item.level) && applied(item.level) !== 'pending' && item.to && (
              <Link to={item.to} className={btn('primary', 'md')}>
                <Trans>Verify now</Trans>
              </Link>
            )}
          </Card>
        ))}
      </ol>
    </AccountLayout>
  );
}

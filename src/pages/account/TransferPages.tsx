/**
 * Moving funds: /myaccount/deposit/{currency} (on-chain deposit address per network),
 * /myaccount/withdraw/{currency}, /myaccount/deposit_gatecode (redeem a transfer code) and
 * /myaccount/deposit_fiat (bank transfer or card in the site's currency).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useQuery } from '../../api/hooks';
import { depositAddressQuery, depositNetworksQuery } from '../../api/queries';
import type { DepositOption, Network } from '../../api';
import { ListGate } from '../../shell/entity';
import { Button } from '../../ui/form/Button';
import { EmptyState } from '../../ui/content/EmptyState';
import { useSite } from '../../site/site';
import { useFiatList } from '../../widgets/market-data';
import { SelectField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Card, KeyValues, Notice, Skeleton, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { AccountLayout } from './AccountLayout';
import { RecentDeposits, useLiveFunds, WithdrawForm, WithdrawHistory } from './WalletPanels';
import { CodesList, CreateCodeCard, RedeemCodeForm } from './services/GateCodes';
import { FiatDepositForm, FiatDepositList } from './services/FiatDeposit';
import './account.css';

/** A QR-style pattern of the address: decorative; the address text is what the app copies. */
function AddressPattern({ value }: { value: string }) {
  const size = 21;
  let hash = 0;
  const cells: boolean[] = [];
  for (let i = 0; i < size * size; i++) {
    hash = (Math.imul(hash ^ value.charCodeAt(i % value.length), 2654435761) + i) >>> 0;
    cells.push((hash & 8) === 8);
  }
  const finder = (x: number, y: number) => {
    const inBox = (ox: number, oy: number) => x >= ox && x < ox + 7 && y >= oy && y < oy + 7;
    const ring = (ox: number, oy: number) => {
      const dx = x - ox;
      const dy = y - oy;
      return dx === 0 || dy === 0 || dx === 6 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
    };
    if (inBox(0, 0)) return ring(0, 0);
    if (inBox(size - 7, 0)) return ring(size - 7, 0);
    if (inBox(0, size - 7)) return ring(0, size - 7);
    return undefined;
  };
  return (
    <div className="account-qr" aria-hidden="true">
      <svg viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
        {cells.map((on, i) => {
          const x = i % size;
          const y = Math.floor(i / size);
          const fixed = finder(x, y);
          return (fixed ?? on) ? <rect key={i} x={x} y={y} width="1" height="1" fill="#0a0d14" /> : null;
        })}
      </svg>
    </div>
  );
}

function NetworkPicker({ networks, value, onChange }: { networks: readonly Network[]; value: Network; onChange: (id: string) => void }) {
  const { t } = useLingui();
  return <SelectField label={t`Network`} value={value.id} onChange={(e) => onChange(e.target.value)} options={networks.map((n) => ({ value: n.id, label: n.name }))} hint={t`Use the same network as the sending wallet, or the funds may be lost.`} />;
}

type TransferPath = '/{-$locale}/myaccount/deposit/{-$currency}' | '/{-$locale}/myaccount/withdraw/{-$currency}';

/**
 * The coin and network pickers' data (the backend's deposit networks) and its states: loading,
 * failed (SPEC section 8: nothing to offer, a retry), a coin the backend does not take (the coin
 * picker stays, to choose another); then the page body with the chosen coin and network.
 */
function NetworksGate({ to, currency, network, children }: { to: TransferPath; currency: string; network?: string; children: (pick: { option: DepositOption; chosen: Network; pickers: ReactNode }) => ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useQuery(depositNetworksQuery());
  return (
    <ListGate query={query} empty={<Trans>No coins can be moved on-chain right now.</Trans>} retry={() => void query.refetch()}>
      {(options) => {
        const option = options.find((o) => o.asset === currency);
        const assets = options.map((o) => o.asset);
        const coinPicker = <SelectField label={t`Coin`} value={option ? currency : ''} onChange={(e) => void navigate({ to, params: { currency: e.target.value }, search: {} })} options={[...(option ? [] : [{ value: '', label: currency }]), ...assets.map((a) => ({ value: a, label: a }))]} />;
        if (!option) {
          return (
            <div className="ui-card ui-stack" data-testid="transfer-unsupported">
              <div className="ui-grid ui-grid--2">{coinPicker}</div>
              <Notice tone="warn" title={<Trans>{currency} cannot be moved on-chain here</Trans>}>
                <Trans>Choose another coin from the list.</Trans>
              </Notice>
            </div>
          );
        }
        const chosen = option.networks.find((n) => n.id === network) ?? option.networks[0]!;
        const pickers = (
          <div className="ui-grid ui-grid--2">
            {coinPicker}
            <NetworkPicker networks={option.networks} value={chosen} onChange={(id) => void navigate({ to, params: { currency }, search: { network: id }, replace: true })} />
          </div>
        );
        return children({ option, chosen, pickers });
      }}
    </ListGate>
  );
}

/** The user's address for the coin on the network, from the backend: loading, failed (a retry), then the address. */
function DepositAddressCard({ currency, chosen, pickers }: { currency: string; chosen: Network; pickers: ReactNode }) {
  const query = useQuery(depositAddressQuery(currency, chosen.id));
  const [copied, setCopied] = useState(false);
  const answer = query.data;
  const lookup = answer?.ok ? answer.data : null;
  const address = lookup?.found ? lookup.item : null;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div data-testid="deposit-address-loading" aria-busy="true" style={{ flex: '1 1 240px' }}>
        <Skeleton lines={3} />
      </div>
    );
  } else if (address === null) {
    body = (
      <EmptyState
        data-testid="deposit-address-error"
        title={<Trans>Your deposit address could not be loaded</Trans>}
        description={<Trans>Do not send funds until your address is shown. Check your connection and try again.</Trans>}
        action={
          <Button variant="primary" disabled={query.isFetching} onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  } else {
    const memo = address.memo;
    body = (
      <>
        <AddressPattern value={address.address} />
        <div className="ui-stack" style={{ flex: '1 1 240px', minInlineSize: 0 }}>
          <p className="field__label">
            <Trans>Your {currency} deposit address</Trans>
          </p>
          <div className="ui-address-box">
            <span className="ui-address-box__value ui-mono" data-testid="deposit-address">
              {address.address}
            </span>
            <button
              type="button"
              className={btn('secondary', 'sm')}
              onClick={() => {
                void navigator.clipboard?.writeText(address.address).catch(() => undefined);
                setCopied(true);
              }}
            >
              {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
            </button>
          </div>
          {memo !== undefined && (
            <Notice tone="warn" title={<Trans>Memo required</Trans>}>
              <span data-testid="deposit-memo">
                <Trans>Include the memo {memo} with every deposit on this network, or it cannot be credited.</Trans>
              </span>
            </Notice>
          )}
        </div>
      </>
    );
  }
  return (
    <Card className="ui-stack">
      {pickers}
      <div className="ui-row" style={{ alignItems: 'flex-start', gap: 20 }}>
        {body}
      </div>
    </Card>
  );
}

export function DepositPage({ currency, network }: { currency: string; network?: string }) {
  const format = useFormat();
  useLiveFunds();
  return (
    <AccountLayout
      title={<Trans>Deposit {currency}</Trans>}
      lead={<Trans>Send {currency} from another exchange or wallet to your address below.</Trans>}
      actions={
        <Link to="/{-$locale}/crypto/buy" className={btn('secondary', 'md')}>
          <Trans>No crypto? Buy with a card</Trans>
        </Link>
      }
    >
      <NetworksGate to="/{-$locale}/myaccount/deposit/{-$currency}" currency={currency} network={network}>
        {({ chosen, pickers }) => {
          const minDeposit = `${format.number(chosen.minDeposit, { maximumFractionDigits: 8 })} ${currency}`;
          const confirmations = chosen.confirmations;
          const minutes = chosen.minutes;
          return (
            <>
            <div className="ui-split">
              <DepositAddressCard key={`${currency}:${chosen.id}`} currency={currency} chosen={chosen} pickers={pickers} />
              <Card>
                <h2 className="ui-card__title">
                  <Trans>Before you send</Trans>
                </h2>
                <KeyValues
                  items={[
                    { label: <Trans>Minimum deposit</Trans>, value: minDeposit },
                    { label: <Trans>Credited after</Trans>, value: <Trans>{confirmations} confirmations</Trans> },
                    { label: <Trans>Typical arrival</Trans>, value: <Trans>About {minutes} min</Trans> },
                  ]}
                />
                <p className="ui-muted ui-small" style={{ marginBlockStart: 12 }}>
                  <Trans>Send only {currency} to this address. Deposits below the minimum are not credited.</Trans>
                </p>
              </Card>
            </div>
            <RecentDeposits key={`recent:${currency}`} currency={currency} chosen={chosen} />
            </>
          );
        }}
      </NetworksGate>
    </AccountLayout>
  );
}

export function WithdrawPage({ currency, network }: { currency: string; network?: string }) {
  useLiveFunds();
  return (
    <AccountLayout title={<Trans>Withdraw {currency}</Trans>} lead={<Trans>Send {currency} to an external wallet or exchange.</Trans>}>
      <NetworksGate to="/{-$locale}/myaccount/withdraw/{-$currency}" currency={currency} network={network}>
        {({ chosen, pickers }) => (
          <div className="ui-split">
            <WithdrawForm key={`${currency}:${chosen.id}`} currency={currency} chosen={chosen} pickers={pickers} />
            <Card>
              <h2 className="ui-card__title">
                <Trans>Safety checks</Trans>
              </h2>
              <Steps
                steps={[
                  { title: <Trans>Check the network</Trans>, text: <Trans>The receiving platform must support the network you choose.</Trans> },
                  { title: <Trans>Confirm with 2FA</Trans>, text: <Trans>We ask for your fund password and authenticator code.</Trans> },
                ]}
              />
              <Notice title={<Trans>Transfer code</Trans>}>
                <Trans>To a user of ours, send instantly and free of charge with a transfer code.</Trans>{' '}
                <Link to="/{-$locale}/myaccount/deposit_gatecode" hash="create" className="ui-link" data-testid="withdraw-transfer-code">
                  <Trans>Create a code</Trans>
                </Link>
              </Notice>
            </Card>
          </div>
        )}
      </NetworksGate>
      <WithdrawHistory currency={currency} />
    </AccountLayout>
  );
}

export function GateCodeDepositPage() {
  useLiveFunds();
  return (
    <AccountLayout title={<Trans>Redeem a transfer code</Trans>} lead={<Trans>Another user of ours can send you funds instantly and free of charge with a transfer code.</Trans>}>
      <div className="ui-split">
        <Card>
          <RedeemCodeForm />
        </Card>
        <Card>
          <Steps
            steps={[
              { title: <Trans>The sender creates a code</Trans>, text: <Trans>From their withdrawal page, choosing "transfer code".</Trans> },
              { title: <Trans>You redeem it here</Trans>, text: <Trans>The funds reach your spot account at once.</Trans> },
            ]}
          />
        </Card>
      </div>
      <CreateCodeCard />
      <CodesList />
    </AccountLayout>
  );
}

export function FiatDepositPage() {
  const site = useSite();
  const fiats = useFiatList(site.defaultFiat);
  const [fiat, setFiat] = useState<string>(site.defaultFiat.toUpperCase());
  return (
    <AccountLayout title={<Trans>Deposit fiat</Trans>} lead={<Trans>Add money from your bank account or card, then buy crypto with it.</Trans>}>
      <div className="ui-split">
        <FiatDepositForm fiat={fiat} fiats={fiats} onFiat={setFiat} />
        <Notice title={<Trans>Only from accounts in your name</Trans>}>
          <Trans>Payments from third parties are returned. Complete identity verification level 2 before your first fiat deposit.</Trans>
        </Notice>
      </div>
      <FiatDepositList />
    </AccountLayout>
  );
}

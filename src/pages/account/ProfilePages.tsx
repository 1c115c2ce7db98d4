/**
 * Profile pages SPEC section 4 names (the app-download bar stays off them):
 * /myaccount/profile/sub-account-manage, /myaccount/profile/security_device and
 * /myaccount/profile/passkey-manager. Login required (the /myaccount guard).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useQuery } from '../../api/hooks';
import { subAccountsQuery, subUserTypeQuery } from '../../api/queries';
import type { SubAccount } from '../../api';
import { ListGate } from '../../shell/entity';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { useNow } from '../../facts/hooks';
import { Badge, Card, Notice } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { AccountLayout } from './AccountLayout';
import { TransferButton } from '../../overlays/user/transferPanel';
import { SubAccountBalancesCard, useLiveFunds } from './WalletPanels';

/** SPEC sections 7, 8: a sub-user check that answers a nonzero code warns, then goes home after 2 s. */
const SUB_USER_REDIRECT_MS = 2000;

function SubUserCheck({ subUid }: { subUid: string }) {
  const answer = useQuery(subUserTypeQuery(subUid)).data?.data;
  const router = useRouter();
  const home = useLocalizedPath()('/');
  const refused = answer !== null && answer !== undefined && answer.code !== 0;
  useEffect(() => {
    if (!refused) return;
    const timer = setTimeout(() => void router.navigate({ href: home, replace: true }), SUB_USER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [refused, router, home]);
  if (!refused) return null;
  return (
    <div role="alert" data-testid="sub-user-warning">
      <Notice tone="warn" title={<Trans>This sub-account cannot be opened</Trans>}>
        {answer.message || <Trans>Taking you to the home page…</Trans>}
      </Notice>
    </div>
  );
}

export function SubAccountsPage() {
  const { t } = useLingui();
  const subUid = (useLocation().search as Record<string, unknown>).sub_uid;
  const format = useFormat();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const valid = /^[a-z0-9-]{4,20}$/.test(name);
  const subAccounts = useQuery(subAccountsQuery());
  const list = subAccounts.data?.data ?? [];
  useLiveFunds();
  const columns: Column<SubAccount>[] = [
    { id: 'name', header: <Trans>Name</Trans>, cell: (r) => <span className="ui-strong">{r.name}</span> },
    { id: 'uid', header: <Trans>User ID</Trans>, cell: (r) => <span className="ui-mono">{r.uid}</span> },
    { id: 'kind', header: <Trans>Type</Trans>, cell: (r) => (r.kind === 'managed' ? <Badge tone="accent">{t`Managed (asset management)`}</Badge> : <Badge>{t`Normal`}</Badge>) },
    { id: 'created', header: <Trans>Created</Trans>, align: 'end', wide: true, cell: (r) => format.date(r.created) },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) {
      setCreated(name);
      setName('');
    }
  };
  return (
    <AccountLayout
      title={<Trans>Sub-accounts</Trans>}
      lead={<Trans>Separate balances for strategies, bots or a fund manager, all under your main account.</Trans>}
      actions={<TransferButton kind="sub-transfer" subAccounts={list.map((a) => `${a.uid} (${a.name})`)} />}
    >
      {(typeof subUid === 'string' || typeof subUid === 'number') && String(subUid) !== '' && <SubUserCheck subUid={String(subUid)} />}
      <ListGate query={subAccounts} empty={<Trans>No sub-accounts yet</Trans>}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.uid} caption={t`Sub-accounts`} />}
      </ListGate>
      <SubAccountBalancesCard />
      <Card>
        <h2 className="ui-card__title">
          <Trans>Create a sub-account</Trans>
        </h2>
        <form className="ui-form" onSubmit={submit} noValidate>
          <TextField label={t`Name`} value={name} onChange={(e) => setName(e.target.value.toLowerCase())} hint={t`4 to 20 lower-case letters, digits or hyphens.`} error={name && !valid ? t`Use 4 to 20 lower-case letters, digits or hyphens.` : undefined} />
          <button type="submit" className={btn('primary', 'md')} disabled={!valid}>
            <Trans>Create</Trans>
          </button>
          {created && (
            <Notice title={<Trans>Sub-account {created} requested</Trans>}>
              <Trans>It appears in the list once identity checks on your main account have been applied to it.</Trans>
            </Notice>
          )}
        </form>
      </Card>
    </AccountLayout>
  );
}

interface Device {
  id: string;
  name: string;
  location: string;
  lastSeen: number;
  current: boolean;
}

export function SecurityDevicesPage() {
  const { t } = useLingui();
  const format = useFormat();
  const now = useNow();
  const [removed, setRemoved] = useState<string[]>([]);
  const devices: Device[] = [
    { id: 'd1', name: 'Chrome · Windows', location: 'Istanbul, TR', lastSeen: now, current: true },
    { id: 'd2', name: 'App · iPhone', location: 'Istanbul, TR', lastSeen: now - 3 * 3600_000, current: false },
    { id: 'd3', name: 'Safari · macOS', location: 'Berlin, DE', lastSeen: now - 9 * 86_400_000, current: false },
  ].filter((device) => !removed.includes(device.id));
  const columns: Column<Device>[] = [
    { id: 'name', header: <Trans>Device</Trans>, cell: (r) => <span className="ui-strong">{r.name}</span> },
    { id: 'location', header: <Trans>Location</Trans>, wide: true, cell: (r) => r.location },
    { id: 'seen', header: <Trans>Last active</Trans>, cell: (r) => (r.current ? <Badge tone="rise">{t`This device`}</Badge> : format.date(r.lastSeen, { dateStyle: 'medium', timeStyle: 'short' })) },
    {
      id: 'action',
      header: <span className="visually-hidden">{t`Action`}</span>,
      align: 'end',
      cell: (r) =>
        r.current ? null : (
          <button type="button" className={btn('secondary', 'sm')} onClick={() => setRemoved((list) => [...list, r.id])}>
            {t`Log out`}
          </button>
        ),
    },
  ];
  return (
    <AccountLayout title={<Trans>Devices</Trans>} lead={<Trans>Browsers and phones that have logged in to your account. Log out any you do not recognise, then change your password.</Trans>}>
      <DataTable rows={devices} columns={columns} rowKey={(r) => r.id} caption={t`Devices`} />
    </AccountLayout>
  );
}

export function PasskeysPage() {
  const { t } = useLingui();
  const [added, setAdded] = useState(false);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  return (
    <AccountLayout title={<Trans>Passkeys</Trans>} lead={<Trans>Log in with your fingerprint, face or device PIN instead of a password. Passkeys cannot be phished.</Trans>}>
      <Card className="ui-stack">
        <p className="ui-muted">{added ? t`A passkey was requested for this device. Confirm it in the prompt your browser shows.` : t`You have no passkeys yet.`}</p>
        <div>
          <button type="button" className={btn('primary', 'md')} disabled={!supported} onClick={() => setAdded(true)}>
            <Trans>Add a passkey</Trans>
          </button>
        </div>
        {!supported && (
          <Notice tone="warn">
            <Trans>This browser does not support passkeys.</Trans>
          </Notice>
        )}
      </Card>
    </AccountLayout>
  );
}

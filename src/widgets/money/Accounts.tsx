/**
 * Every account the user holds (docs/accounts.md): the overview's breakdown and the accounts a
 * transfer moves between, all from the one totals query (total_funds with its `accounts`), so
 * /myaccount, the transfer dialogs and the mini-apps' bridge show the same figures the backend
 * computed. Nothing here adds money up: the total is the server's, and so is each row.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { AccountSummary } from '../../generated/validators';
import { useMutation, useQuery, useQueryClient } from '../../api/hooks';
import { totalFundsQuery } from '../../api/queries';
import { transferMutation } from '../../api/trading/futuresQueries';
import { useFormat } from '../../i18n/format';
import './money.css';

/** The figures move with the stream's prices: the totals are asked again this often while shown. */
const REFRESH_MS = 10_000;

/** The user's accounts and total from the backend; null until known or when the backend has no breakdown. */
export function useAccounts({ enabled = true }: { enabled?: boolean } = {}) {
  const funds = useQuery({ ...totalFundsQuery({ enabled }), refetchInterval: REFRESH_MS });
  const data = funds.data?.data;
  return { total: data ?? null, accounts: data?.accounts ?? null, isPending: funds.isPending };
}

/** An account's name in the user's language (the backend's label for a copy's trader or a sub-account). */
export function useAccountName(): (account: Pick<AccountSummary, 'kind' | 'label'>) => string {
  const { t } = useLingui();
  return (account) => {
    switch (account.kind) {
      case 'spot':
        return t`Spot`;
      case 'futures':
        return t`Futures`;
      case 'earn':
        return t`Earn`;
      case 'copy':
        return account.label ? `${t`Copy trading`} · ${account.label}` : t`Copy trading`;
      case 'margin':
        return account.label ? `${t`Isolated margin`} · ${account.label}` : t`Isolated margin`;
      default:
        return account.label ?? account.kind;
    }
  };
}

/** What a transfer may take out of an account in an asset ('0' when it holds none). */
export function availableIn(account: AccountSummary | undefined, currency: string): string {
  return account?.balances.find((b) => b.currency === currency)?.available ?? '0';
}

/**
 * /myaccount's breakdown: every counted account with its worth in US dollars and its share of
 * the total, then the total (the server's sum of the rows).
 */
export function AccountsBreakdown() {
  const format = useFormat();
  const name = useAccountName();
  const { total, accounts } = useAccounts();
  if (!total || !accounts) return null;
  const counted = accounts.filter((a) => a.counted);
  const sum = Number(total.total_usd);
  return (
    <div className="accounts-breakdown" data-testid="accounts-breakdown">
      <ul className="accounts-breakdown__list">
        {counted.map((account) => {
          const usd = Number(account.total_usd);
          const share = sum > 0 ? Math.max(0, Math.min(100, (usd / sum) * 100)) : 0;
          return (
            <li key={account.account} className="accounts-breakdown__row" data-account={account.account}>
              <span className="accounts-breakdown__name">{name(account)}</span>
              <span className="accounts-breakdown__value" data-testid="account-value">
                {format.money(usd, 'USD')}
              </span>
              <span className="accounts-breakdown__bar" aria-hidden="true">
                <span style={{ inlineSize: `${share}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className="accounts-breakdown__total">
        <span>
          <Trans>Total</Trans>
        </span>
        <span data-testid="accounts-total">{format.money(sum, 'USD')}</span>
      </p>
    </div>
  );
}

interface BridgeAccount {
  readonly id: string;
  readonly name: string;
  /** own: the user's accounts; sub: a master's sub-accounts. */
  readonly group: 'own' | 'sub';
  readonly balances: readonly { readonly currency: string; readonly available: string }[];
}

/** A transfer's answer to a mini-app: the server's code and message and, when it moved, both accounts' new available amounts. */
interface TransferAnswer {
  readonly code: number;
  readonly message: string;
  readonly available?: { readonly from: string; readonly to: string };
}

/**
 * What the transfer mini-apps ask of their host (docs/accounts.md): `accounts()`, every account
 * with what may leave it, fresh each call, and `transfer({ from, to, currency, amount })`, the
 * one transfer endpoint, answering `{ code, message, available? }` (the server's refusal as it
 * says it; -1 when the request could not be sent; after a transfer, `available.from` and
 * `available.to`, the two accounts' new available amounts from the server's answer). Every balance on screen refetches after a transfer.
 */
export function useTransferBridge() {
  const client = useQueryClient();
  const name = useAccountName();
  const move = useMutation(transferMutation());
  const latest = useRef({ name, mutate: move.mutateAsync });
  useEffect(() => {
    latest.current = { name, mutate: move.mutateAsync };
  });
  const [bridge] = useState(() => ({
    accounts: async (): Promise<BridgeAccount[]> => {
      const funds = await client.fetchQuery({ ...totalFundsQuery(), staleTime: 0 });
      return (funds.data.accounts ?? []).map((a): BridgeAccount => ({
        id: a.account,
        name: latest.current.name(a),
        group: a.kind === 'sub' ? 'sub' : 'own',
        balances: a.balances.map((b) => ({ currency: b.currency, available: b.available })),
      }));
    },
    transfer: async (req: { from?: unknown; to?: unknown; currency?: unknown; amount?: unknown }): Promise<TransferAnswer> => {
      if (typeof req.from !== 'string' || typeof req.to !== 'string' || typeof req.currency !== 'string' || typeof req.amount !== 'string') return { code: -1, message: '' };
      const { from, to, currency } = req;
      const result = await latest.current.mutate({ from, to, currency, amount: req.amount, client_id: newTransferId() });
      if (result.data === null) return { code: -1, message: '' };
      const after = result.data.result?.accounts;
      // The server's answer: what each of the two accounts has available in the currency now.
      return after && result.data.code === 0
        ? { code: 0, message: result.data.message, available: { from: availableIn(after.find((a) => a.account === from), currency), to: availableIn(after.find((a) => a.account === to), currency) } }
        : { code: result.data.code, message: result.data.message };
    },
  }));
  return bridge;
}

/** The idempotency key of one transfer. */
export function newTransferId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

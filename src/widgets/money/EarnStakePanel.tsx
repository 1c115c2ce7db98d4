/**
 * Stake or lend into an earn product (Launchpool, HODL staking, Lend & Earn; docs/earn.md): the
 * amount field, the spot balance live, 25/50/75/100 % of it rounded down to the product's step,
 * the minimum, the problem in words next to the field, and the server's refusal as it says it.
 * The product's limits are the backend's (its list endpoint); the money moves through the one earn
 * subscribe call, so the positions, spot and /myaccount read the same afterwards.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '../../api/hooks';
import { balanceOf } from '../../api/trading/endpoints';
import type { EarnProductType } from '../../api/trading/money/earn';
import { earnSubscribeMutation } from '../../api/trading/money/queries';
import { spotBalancesQuery } from '../../api/trading/queries';
import { useLoggedIn } from '../../facts/hooks';
import { useFormat } from '../../i18n/format';
import { sanitizeAmount } from '../../lib/amount';
import { Card, KeyValues, Notice } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { TextField } from '../../ui/form/Field';
import { amountProblem, shareOf } from './stakeAmount';
import './money.css';

interface StakeProduct {
  readonly type: EarnProductType;
  readonly id: string;
  readonly asset: string;
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly step: string;
}

const SHARES = [25, 50, 75, 100] as const;

export function EarnStakePanel({ product, title, action, details, onClose, testId = 'earn-stake' }: { product: StakeProduct; title: ReactNode; action: ReactNode; details?: readonly { label: ReactNode; value: ReactNode }[]; onClose: () => void; testId?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const loggedIn = useLoggedIn();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const subscribe = useMutation(earnSubscribeMutation());
  const top = useRef<HTMLDivElement>(null);
  // Opened from a row further down the page: brought into view (jsdom has no scrollIntoView).
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const balances = useQuery(spotBalancesQuery({ enabled: loggedIn }));
  const { asset, minAmount: min, maxAmount, step } = product;
  const available = balances.data ? balanceOf(balances.data.data, asset).available : null;
  const places = step.split('.')[1]?.length ?? 0;
  const max = format.number(Number(maxAmount), { maximumFractionDigits: 8 });
  const check = amountProblem(amount, { min, max: maxAmount, step, available });
  const error =
    check === 'belowMinimum' ? t`Enter at least ${min} ${asset}.` : check === 'aboveAvailable' ? t`Insufficient balance` : check === 'aboveMaximum' ? t`At most ${max} ${asset}.` : check === 'offStep' ? t`Use a multiple of ${step} ${asset}.` : undefined;
  const edit = (value: string) => {
    setDone(false);
    setProblem(null);
    setAmount(value);
  };
  const submit = () => {
    setProblem(null);
    setDone(false);
    subscribe.mutate(
      { product_type: product.type, product_id: product.id, amount },
      {
        onSuccess: (result) => {
          const answer = result.data;
          if (answer === null) setProblem(t`We could not reach the server. Check your connection and try again.`);
          else if (answer.data === null) setProblem(answer.message);
          else {
            setDone(true);
            setAmount('');
          }
        },
      },
    );
  };
  return (
    <Card className="ui-stack earn-stake">
      <div className="ui-row ui-row--between" data-testid={testId} ref={top}>
        <h2 className="ui-card__title">{title}</h2>
        <button type="button" className={btn('ghost', 'sm')} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      <KeyValues
        items={[
          { label: <Trans>Available</Trans>, value: <span data-testid="earn-stake-available">{available === null ? '—' : `${format.number(Number(available), { maximumFractionDigits: 8 })} ${asset}`}</span> },
          ...(details ?? []),
        ]}
      />
      <TextField
        label={t`Amount`}
        inputMode="decimal"
        value={amount}
        suffix={asset}
        hint={[t`Minimum ${min} ${asset}`, t`Maximum ${max} ${asset}`].join(' · ')}
        error={error}
        onChange={(e) => edit(sanitizeAmount(e.target.value, { precision: places }))}
      />
      <div className="ui-segmented ui-segmented--sm earn-stake__shares" role="group" aria-label={t`Share of your available balance`}>
        {SHARES.map((share) => (
          <button key={share} type="button" className="ui-segmented__option" disabled={available === null} onClick={() => available !== null && edit(shareOf(available, share, step))}>
            {format.percent(share, 0)}
          </button>
        ))}
      </div>
      {loggedIn ? (
        <button type="button" className={btn('primary', 'lg')} disabled={subscribe.isPending || check !== null || !(Number(amount) > 0)} onClick={submit}>
          {action}
        </button>
      ) : (
        <Link to="/{-$locale}/login" className={btn('primary', 'lg')}>
          <Trans>Log in</Trans>
        </Link>
      )}
      {problem !== null && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      {done && <Notice>{<Trans>Done. Your position is listed below.</Trans>}</Notice>}
    </Card>
  );
}

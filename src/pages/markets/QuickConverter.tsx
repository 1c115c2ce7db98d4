/** Converts an amount of a coin to US dollars and back at the last price. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { sanitizeAmount } from '../../lib/amount';
import { TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { Card } from '../../ui/content/Page';
import { isolateCurrency } from './isolateCurrency';

export function QuickConverter({ symbol, price }: { symbol: string; price: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const [amount, setAmount] = useState('1');
  const value = Number(amount || 0) * price;
  return (
    <Card>
      <h2 className="ui-card__title">
        <Trans>{symbol} to USD</Trans>
      </h2>
      <div className="ui-form">
        <TextField label={t`Amount`} inputMode="decimal" value={amount} suffix={symbol} onChange={(e) => setAmount(sanitizeAmount(e.target.value, { precision: 8 }))} />
        <p className="ui-price-row">
          <span className="ui-strong" data-testid="converted-value">
            {isolateCurrency(format.money(value, 'USD'))}
          </span>
        </p>
      </div>
    </Card>
  );
}

/** /alpha/{token}: one on-chain token, with the precision the link asks for (default 8). */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';
import { Badge } from '../../ui/content/Page';
import { alphaTokenQuery, type OnchainToken } from '../../api';
import { useQuery } from '../../api/hooks';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { EntityGate } from '../../shell/entity';
import { AppUpdateNotice } from '../../services/nativeApp';
import { useDecision } from '../../facts';
import type { AlphaTokenSearch } from './search';
import { TradeScreen } from './screen/TradeScreen';
import './startChartCode';

/** /alpha/{token}: the token the backend lists under that id or symbol, or the page's not-found state. */
export function AlphaTokenRoute({ token, search }: { token: string; search: AlphaTokenSearch }) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const query = useQuery(alphaTokenQuery(token));
  if (useDecision('alphaInApp') === false) return <AppUpdateNotice feature="Alpha" />;
  return (
    <EntityGate query={query} back={{ href: localize('/alpha'), label: t`All Alpha tokens` }} title={({ symbol }) => t`${symbol} on Alpha`}>
      {(item) => <AlphaTokenPage key={item.id} token={item} search={search} />}
    </EntityGate>
  );
}

function AlphaTokenPage({ token, search }: { token: OnchainToken; search: AlphaTokenSearch }) {
  const { t } = useLingui();
  const format = useFormat();
  const [base, quote] = (search.pair ?? `${token.symbol}_USDT`).split('_') as [string, string];
  const chain = token.chain;
  return (
    <TradeScreen
      symbol={`${token.symbol}_USDT`}
      market="alpha"
      base={base}
      quote={quote}
      price={token.priceUsd}
      change={token.change}
      priceDecimals={search.quote_prec}
      amountDecimals={search.amount_prec}
      badge={<Badge tone="accent">{t`Alpha · ${chain}`}</Badge>}
      // An alpha token trades against USDT on the spot account: the same orders, matching and
      // lists as a spot pair (the backend lists its rules with the spot pairs').
      form={{ account: 'spot' }}
      stats={[
        { label: <Trans>Liquidity</Trans>, value: format.money(token.liquidityUsd, 'USD', { notation: 'compact' }) },
        { label: <Trans>Holders</Trans>, value: format.number(token.holders) },
        { label: <Trans>Pool age</Trans>, value: <Plural value={Math.round(token.ageHours / 24)} one="# day" other="# days" /> },
        { label: <Trans>Price precision</Trans>, value: format.number(search.quote_prec) },
      ]}
    />
  );
}

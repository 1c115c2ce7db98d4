/** /strategybot: automated strategies (grid, DCA, rebalancing) and the best-performing bots. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Card, Page, PageHeader, Section } from '../../ui/content/Page';

interface TopBot {
  id: string;
  strategy: ReactNode;
  pair: string;
  roi: number;
  days: number;
  copies: number;
}

export function StrategyBotPage() {
  const { t } = useLingui();
  const format = useFormat();
  const kinds: { title: ReactNode; text: ReactNode }[] = [
    { title: <Trans>Spot grid</Trans>, text: <Trans>Buys low and sells high inside a price range, many times a day.</Trans> },
    { title: <Trans>Futures grid</Trans>, text: <Trans>A grid with leverage, long, short or neutral.</Trans> },
    { title: <Trans>Recurring buy (DCA)</Trans>, text: <Trans>Buys a fixed amount on a schedule to average your entry price.</Trans> },
    { title: <Trans>Portfolio rebalancing</Trans>, text: <Trans>Keeps a basket of coins at the weights you choose.</Trans> },
  ];
  const bots: TopBot[] = [
    { id: 'b1', strategy: <Trans>Spot grid</Trans>, pair: 'SOL/USDT', roi: 48.2, days: 61, copies: 1204 },
    { id: 'b2', strategy: <Trans>Futures grid</Trans>, pair: 'BTC/USDT', roi: 31.7, days: 34, copies: 2310 },
    { id: 'b3', strategy: <Trans>Recurring buy (DCA)</Trans>, pair: 'ETH/USDT', roi: 12.4, days: 180, copies: 845 },
    { id: 'b4', strategy: <Trans>Spot grid</Trans>, pair: 'LINK/USDT', roi: 22.9, days: 45, copies: 391 },
    { id: 'b5', strategy: <Trans>Portfolio rebalancing</Trans>, pair: 'BTC · ETH · SOL', roi: 18.6, days: 92, copies: 503 },
  ];
  const columns: Column<TopBot>[] = [
    { id: 'strategy', header: <Trans>Strategy</Trans>, cell: (r) => r.strategy },
    { id: 'pair', header: <Trans context="trading pair">Market</Trans>, cell: (r) => <span className="ui-strong">{r.pair}</span> },
    { id: 'roi', header: <Trans>Return</Trans>, align: 'end', sortValue: (r) => r.roi, cell: (r) => <span className="rise ui-strong">{format.change(r.roi)}</span> },
    { id: 'days', header: <Trans>Running for</Trans>, align: 'end', wide: true, sortValue: (r) => r.days, cell: (r) => t`${r.days} d` },
    { id: 'copies', header: <Trans>Copies</Trans>, align: 'end', wide: true, sortValue: (r) => r.copies, cell: (r) => format.number(r.copies) },
  ];
  return (
    <Page>
      <PageHeader eyebrow={<Trans>Trading bots</Trans>} title={<Trans>Let a strategy trade for you, around the clock</Trans>} lead={<Trans>Pick a strategy, set its limits and start it in a minute. Stop it at any time; your funds stay in your account.</Trans>} />
      <ul className="ui-grid ui-grid--4">
        {kinds.map((kind, index) => (
          <Card as="li" key={index}>
            <h2 className="ui-card__title">{kind.title}</h2>
            <p className="ui-card__text">{kind.text}</p>
          </Card>
        ))}
      </ul>
      <Section title={<Trans>Top bots this month</Trans>}>
        <DataTable rows={bots} columns={columns} rowKey={(r) => r.id} caption={t`Top bots`} initialSort={{ id: 'roi', direction: 'desc' }} />
        <p className="ui-faint ui-small">
          <Trans>Past returns of a bot do not guarantee future returns.</Trans>
        </p>
      </Section>
    </Page>
  );
}

/** /announcements/trade-match: a trading competition announcement with rules and leaderboard. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Card, KeyValues, Page, PageHeader, Section } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { useQuery } from '../../api/hooks';
import { competitionLeaderboardQuery, type LeaderboardEntry } from '../../api';
import { ListGate } from '../../shell/entity';

/** The competition this announcement is about (its leaderboard's id at the backend). */
const TRADE_MATCH_ID = 'trade-match';

export function TradeMatchPage() {
  const { t } = useLingui();
  const format = useFormat();
  const leaders = useQuery(competitionLeaderboardQuery(TRADE_MATCH_ID));
  const columns: Column<LeaderboardEntry>[] = [
    { id: 'rank', header: <Trans>Rank</Trans>, cell: (r) => <span className="ui-strong">#{r.rank}</span> },
    { id: 'trader', header: <Trans>Trader</Trans>, cell: (r) => r.trader },
    { id: 'volume', header: <Trans>Trading volume</Trans>, align: 'end', cell: (r) => format.money(r.volume, 'USD', { notation: 'compact' }) },
    { id: 'prize', header: <Trans>Prize</Trans>, align: 'end', cell: (r) => <span className="rise ui-strong">{format.number(r.prize)} USDT</span> },
  ];
  return (
    <Page>
      <PageHeader eyebrow={<Trans>Announcement</Trans>} title={<Trans>Trade Match: share a 100,000 USDT prize pool</Trans>} lead={<Trans>Trade any spot or futures market during the campaign. The top traders by volume share the prize pool; everyone who trades 10,000 USDT or more gets a fee voucher.</Trans>} actions={<Link to="/{-$locale}/competition/center" className={btn('primary', 'lg')}><Trans>See all competitions</Trans></Link>} />
      <div className="ui-split">
        <Section title={<Trans>Leaderboard</Trans>}>
          <ListGate query={leaders} empty={<Trans>No one has traded in this competition yet.</Trans>}>
            {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => String(r.rank)} caption={t`Leaderboard`} />}
          </ListGate>
        </Section>
        <Card>
          <h2 className="ui-card__title">
            <Trans>Rules</Trans>
          </h2>
          <KeyValues
            items={[
              { label: <Trans>Starts</Trans>, value: format.date('2026-11-15T00:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' }) },
              { label: <Trans>Ends</Trans>, value: format.date('2026-12-15T00:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' }) },
              { label: <Trans>Eligible markets</Trans>, value: <Trans>All spot and USDT futures</Trans> },
              { label: <Trans>Minimum volume</Trans>, value: `${format.number(10_000)} USDT` },
            ]}
          />
          <p className="ui-muted ui-small" style={{ marginBlockStart: 12 }}>
            <Trans>Wash trading and accounts that share devices are disqualified. Prizes are paid within 14 days of the end.</Trans>
          </p>
        </Card>
      </div>
    </Page>
  );
}

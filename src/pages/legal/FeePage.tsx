/** /fee: the trading fee schedule by tier, from the backend. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { Link } from '@tanstack/react-router';
import { feeTiersQuery } from '../../api/queries';
import type { FeeTier } from '../../api';
import { ListGate } from '../../shell/entity';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { useFormat } from '../../i18n/format';
import { Notice, Page, PageHeader } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { SiteDocsNav } from './LegalDocument';

export function FeePage() {
  const { t } = useLingui();
  const format = useFormat();
  const pct = (v: number) => format.percent(v, 3);
  const tiers = useQuery(feeTiersQuery());
  const columns: Column<FeeTier>[] = [
    { id: 'tier', header: <Trans>Tier</Trans>, cell: (r) => <span className="ui-strong">{r.tier}</span> },
    { id: 'volume', header: <Trans>30-day volume (USD)</Trans>, align: 'end', cell: (r) => (r.volume === 0 ? t`Any` : `≥ ${format.compact(r.volume)}`) },
    { id: 'maker', header: <Trans>Spot maker</Trans>, align: 'end', cell: (r) => pct(r.spot_maker) },
    { id: 'taker', header: <Trans>Spot taker</Trans>, align: 'end', cell: (r) => pct(r.spot_taker) },
    { id: 'fmaker', header: <Trans>Futures maker</Trans>, align: 'end', wide: true, cell: (r) => pct(r.futures_maker) },
    { id: 'ftaker', header: <Trans>Futures taker</Trans>, align: 'end', wide: true, cell: (r) => pct(r.futures_taker) },
  ];
  return (
    <Page>
      <PageHeader title={<Trans>Fee schedule</Trans>} lead={<Trans>Trading fees fall as your 30-day volume grows. Deposits are free; withdrawals pay the network fee shown before you confirm.</Trans>} actions={<Link to="/{-$locale}/vip" className={btn('secondary', 'md')}><Trans>VIP programme</Trans></Link>} />
      <ListGate query={tiers} empty={<Trans>The fee schedule is being updated. Please check back shortly.</Trans>}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.tier} caption={t`Trading fees by tier`} />}
      </ListGate>
      <Notice>
        <Trans>Paying fees in GT gives a further 20% discount on spot trading fees.</Trans>
      </Notice>
      <SiteDocsNav current="fee" />
    </Page>
  );
}

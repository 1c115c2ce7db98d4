/** /candy-drop: complete simple tasks (trade, deposit, invite) to share a token prize pool. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';
import { Card, CoinIcon, KeyValues, Page, PageHeader, Section, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { candyDropsQuery } from '../../api';
import { useQuery } from '../../api/hooks';
import { ListGate } from '../../shell/entity';

export function CandyDropPage() {
  const { t } = useLingui();
  const format = useFormat();
  const drops = useQuery(candyDropsQuery());
  return (
    <Page>
      <PageHeader eyebrow={<Trans>CandyDrop</Trans>} title={<Trans>Complete tasks, share the airdrop</Trans>} lead={<Trans>Each campaign sets a few simple tasks. Finish them before the deadline to receive your share of the project's token pool.</Trans>} />
      <ListGate query={drops} empty={<Trans>No campaigns right now</Trans>}>
        {(list) => (
      <ul className="ui-grid ui-grid--3">
        {list.map((drop) => (
          <Card as="li" key={drop.id} className="ui-stack">
            <div className="ui-row">
              <CoinIcon symbol={drop.token} size={40} />
              <div>
                <h2 className="ui-card__title">{drop.project}</h2>
                <span className="ui-card__meta">
                  <Plural value={drop.tasks} one="# task" other="# tasks" />
                </span>
              </div>
            </div>
            <KeyValues
              items={[
                { label: <Trans>Prize pool</Trans>, value: `${format.compact(drop.pool)} ${drop.token}` },
                { label: <Trans>Ends</Trans>, value: format.date(drop.endsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) },
              ]}
            />
            <button type="button" className={btn('primary', 'md')} aria-label={t`Join ${drop.project}`}>
              <Trans>Join</Trans>
            </button>
          </Card>
        ))}
      </ul>
        )}
      </ListGate>
      <Section title={<Trans>How it works</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Join a campaign</Trans>, text: <Trans>Joining is free and takes one click.</Trans> },
            { title: <Trans>Finish the tasks</Trans>, text: <Trans>Tasks are things like a first trade or a deposit, each with its own reward.</Trans> },
            { title: <Trans>Receive tokens</Trans>, text: <Trans>Rewards reach your spot account within 7 days of the campaign's end.</Trans> },
          ]}
        />
      </Section>
    </Page>
  );
}

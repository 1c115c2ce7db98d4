/** /upcoming-event: listings, token unlocks, network upgrades and campaigns from the backend's calendar. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';
import { Badge, Card, Page, PageHeader } from '../../ui/content/Page';
import { upcomingEventsQuery, type CalendarEvent } from '../../api';
import { useQuery } from '../../api/hooks';
import { useLocale } from '../../i18n/useLocale';
import { ListGate } from '../../shell/entity';
import './content.css';

export function UpcomingEventsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const events = useQuery(upcomingEventsQuery(useLocale()));
  const kindLabel: Record<CalendarEvent['kind'], string> = {
    listing: t`Listing`,
    unlock: t`Token unlock`,
    upgrade: t`Network upgrade`,
    campaign: t`Campaign`,
  };
  return (
    <Page>
      <PageHeader title={<Trans>Upcoming events</Trans>} lead={<Trans>Listings, token unlocks, network upgrades and campaigns in the weeks ahead.</Trans>} />
      <ListGate query={events} empty={<Trans>No events scheduled</Trans>}>
        {(list) => (
      <Card className="ui-card--flush">
        <ol className="ui-list">
          {list.map((event) => (
            <li className="ui-list__item" key={event.id}>
              <time className="ui-list__icon" dateTime={event.date} style={{ inlineSize: 56, flexDirection: 'column', fontSize: 12, lineHeight: 1.2, textAlign: 'center' }}>
                {format.date(event.date, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
              </time>
              <div className="ui-list__main">
                <span className="ui-list__title">{event.title}</span>
                <span className="ui-list__text">{format.date(event.date, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })} UTC</span>
              </div>
              <Badge tone={event.kind === 'listing' ? 'accent' : 'neutral'}>{kindLabel[event.kind]}</Badge>
            </li>
          ))}
        </ol>
      </Card>
        )}
      </ListGate>
    </Page>
  );
}

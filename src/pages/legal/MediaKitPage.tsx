/** /media-kit: the site's logos for press and partners, and how to use them. */
import { Trans } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import { useSite } from '../../site/site';
import { Card, Page, PageHeader, Section, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';

/** A media-kit logo on the background it is made for, with its download link. */
function LogoCard({ title, src, alt, backdrop }: { title: ReactNode; src: string; alt: string; backdrop: CSSProperties }) {
  return (
    <Card className="ui-stack">
      <h2 className="ui-card__title">{title}</h2>
      <div style={{ padding: 24, borderRadius: 8, ...backdrop }}>
        <img src={src} alt={alt} height={40} style={{ blockSize: 40, inlineSize: 'auto' }} />
      </div>
      <a className={btn('secondary', 'sm')} href={src} download>
        <Trans>Download SVG</Trans>
      </a>
    </Card>
  );
}

export function MediaKitPage() {
  const site = useSite();
  const email = site.business.email;
  return (
    <Page>
      <PageHeader title={<Trans>Media kit</Trans>} lead={<Trans>Logos, colours and guidelines for press and partners.</Trans>} />
      <div className="ui-grid ui-grid--2">
        <LogoCard title={<Trans>Logo on light backgrounds</Trans>} src={site.logo.light} alt={site.name} backdrop={{ background: '#ffffff', border: '1px solid var(--border)' }} />
        <LogoCard title={<Trans>Logo on dark backgrounds</Trans>} src={site.logo.night} alt={site.name} backdrop={{ background: '#0b0e17' }} />
      </div>
      <Section title={<Trans>Guidelines</Trans>}>
        <Steps
          steps={[
            { title: <Trans>Leave room</Trans>, text: <Trans>Keep clear space around the logo at least the height of its symbol.</Trans> },
            { title: <Trans>Do not alter</Trans>, text: <Trans>Do not stretch, recolour or add effects to the logo.</Trans> },
            { title: <Trans>Ask us</Trans>, text: <Trans>For interviews and partnerships, write to <a className="ui-link" href={`mailto:${email}`}>{email}</a>.</Trans> },
          ]}
        />
      </Section>
    </Page>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import { ButtonLink } from '../../ui/form/Button';
import { HeadsetIcon, PercentIcon, ShieldIcon, SpotIcon } from '../../ui/icons/benefitIcons';
import { useSite } from '../../site/site';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { AppLink } from '../../ui/AppLink';
import { HomeMarketsSlot } from './HomeMarketsSlot';

/**
 * The home route's hero and value cards. It names no product that a region may hide
 * (futures, margin, card purchase...): those arrive with the features that read decisions.
 */
export function HomeHero({ markets }: { markets: ComponentType }) {
  const site = useSite();
  const siteName = site.name;
  // Links keep the visitor's language (and the site's unprefixed paths, e.g. US /signup).
  const localize = useLocalizedPath();

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">
              <ShieldIcon className="hero__eyebrow-icon" />
              <Trans>Built for traders, regulated where we operate</Trans>
            </p>
            <h1 id="hero-title" className="hero__title">
              <Trans>
                Buy, sell and trade crypto on <span className="hero__site">{siteName}</span>
              </Trans>
            </h1>
            <p className="hero__lead">
              <Trans>
                One account to buy, sell and hold digital assets, with live markets, deep liquidity
                and security that protects every sign-in.
              </Trans>
            </p>
            <div className="hero__actions">
              <ButtonLink size="lg" href={localize('/signup')} data-testid="hero-signup">
                <Trans>Create account</Trans>
              </ButtonLink>
              <ButtonLink size="lg" variant="secondary" href={localize('/price')}>
                <Trans>Explore markets</Trans>
              </ButtonLink>
            </div>
          </div>
          <HomeMarketsSlot markets={markets} />
        </div>
      </section>

      <section className="values container" aria-labelledby="values-title">
        <h2 id="values-title" className="values__title">
          <Trans>Why traders choose {siteName}</Trans>
        </h2>
        <ul className="values__grid">
          <ValueCard icon={<SpotIcon />} href={localize('/price')} title={<Trans>Live markets</Trans>}>
            <Trans>Real-time prices, deep order books and fast, reliable execution.</Trans>
          </ValueCard>
          <ValueCard icon={<ShieldIcon />} href={localize('/help')} title={<Trans>Security first</Trans>}>
            <Trans>
              Two-factor sign-in, withdrawal allow-lists and anti-phishing codes on every account.
            </Trans>
          </ValueCard>
          <ValueCard icon={<PercentIcon />} href={localize('/fee')} title={<Trans>Clear, low fees</Trans>}>
            <Trans>Published fee tiers that fall as your trading volume grows.</Trans>
          </ValueCard>
          <ValueCard
            icon={<HeadsetIcon />}
            href={localize('/help')}
            title={<Trans>Help when you need it</Trans>}
          >
            <Trans>Guides for every step and a support team that answers around the clock.</Trans>
          </ValueCard>
        </ul>
      </section>
    </>
  );
}

function ValueCard({
  icon,
  title,
  href,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  href: string;
  children: ReactNode;
}) {
  return (
    <li className="value-card">
      <AppLink className="value-card__link" href={href}>
        <span className="value-card__icon">{icon}</span>
        <h3 className="value-card__title">{title}</h3>
        <p className="value-card__text">{children}</p>
      </AppLink>
    </li>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { stripLocale } from '../../i18n/localePaths';
import { useSite } from '../../site/site';
import { loadSite, siteIndex } from '../../site/sites';
import { regionSwitchTarget, type SwitchSite } from './regionBar.connect';
import type { regionBarMachine } from './regionBar.machine';
import './regionBar.css';

export interface RegionBarProps {
  actor: ActorRefFrom<typeof regionBarMachine>;
}

/** Every site's config, loaded once when a region bar first shows (one small chunk each). */
let allSites: Promise<SwitchSite[]> | null = null;
function loadAllSites(): Promise<SwitchSite[]> {
  allSites ??= Promise.all(siteIndex.map((entry) => loadSite(entry) as Promise<unknown> as Promise<SwitchSite>));
  return allSites;
}

/**
 * A region-switch bar (SPEC sections 2 item 2, 4): names the site meant for the visitor's
 * region and offers the switch. Decided by policies/regionBar.json (one bar, in SPEC's
 * priority), placed by policies/screen.json; the target comes from site config
 * (`regionSwitch`), never from a site id in code. Shows nothing until the target is known.
 */
export function RegionBar({ actor }: RegionBarProps) {
  const { t } = useLingui();
  const variant = useSelector(actor, (snapshot) => snapshot.context.variant);
  const leaving = useSelector(actor, (snapshot) => snapshot.value === 'leaving');
  const current = useSite() as unknown as SwitchSite;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [sites, setSites] = useState<SwitchSite[] | null>(null);

  useEffect(() => {
    let live = true;
    loadAllSites()
      .then((list) => live && setSites(list))
      .catch((error: unknown) => console.warn('region bar: the site list did not load; the bar stays hidden', error));
    return () => {
      live = false;
    };
  }, []);

  const target = sites ? regionSwitchTarget(variant, current, sites, stripLocale(pathname)) : null;
  if (!target) return null;
  const targetName = target.site.name;

  return (
    <div className="region-bar" role="region" aria-label={t`Regional site`} data-overlay="regionBar" data-variant={variant}>
      <p className="region-bar__text">
        <Trans>{targetName} is the site for your region.</Trans>
      </p>
      <button type="button" className="btn btn--primary btn--sm region-bar__switch" disabled={leaving} onClick={() => actor.send({ type: 'bar.switch', target })}>
        <Trans>Switch to {targetName}</Trans>
      </button>
    </div>
  );
}

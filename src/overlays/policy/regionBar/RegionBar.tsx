import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { stripLocale } from '../../../i18n/localePaths';
import { useSite } from '../../../site/site';
import { loadSite, siteIndex } from '../../../site/sites';
import { regionSwitchTarget, targetRegionCode, type SwitchSite } from './regionBar.connect';
import type { regionBarMachine } from './regionBar.machine';
import './regionBar.css';

export interface RegionBarProps {
  actor: ActorRefFrom<typeof regionBarMachine>;
}

/**
 * The target site's config, loaded once when its bar first shows: the site index names each
 * site's region code, so a bar loads one small chunk, not all twelve. Null when no site has
 * the code.
 */
const targets = new Map<string, Promise<SwitchSite | null>>();
function loadTarget(code: string): Promise<SwitchSite | null> {
  let target = targets.get(code);
  if (!target) {
    const entry = siteIndex.find((candidate) => candidate.regionCode === code);
    target = entry ? (loadSite(entry) as Promise<unknown> as Promise<SwitchSite>) : Promise.resolve(null);
    targets.set(code, target);
    target.catch(() => targets.delete(code)); // a later bar tries again
  }
  return target;
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

  const code = targetRegionCode(variant);
  useEffect(() => {
    if (!code) return;
    let live = true;
    loadTarget(code)
      .then((site) => live && setSites(site ? [site] : []))
      .catch((error: unknown) => console.warn("region bar: the target site's config did not load; the bar stays hidden", error));
    return () => {
      live = false;
    };
  }, [code]);

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

import { useEffect, useState } from 'react';
import { coinIconWhitelistQuery } from '../../api';
import { useQuery } from '../../api/hooks';
import { useSite } from '../../site/site';
import { setCoinIconSource } from '../../ui/icons/CoinIcon';

const HOUR_MS = 3_600_000;

/** The hourly version (SPEC section 9: the coin icon version refreshes hourly). */
function coinIconVersion(now: number): number {
  return Math.floor(now / HOUR_MS);
}

/**
 * The static host of coin icons: `static.<webSiteDomain>` in production; the page's own origin in
 * the demo and dev, where the mocked backend plays it.
 */
function coinIconBase(site: { webSiteDomain: string }, demo = Boolean(import.meta.env.VITE_DEMO) || import.meta.env.DEV): string {
  return demo ? window.location.origin : `https://static.${site.webSiteDomain}`;
}

/**
 * Gives every CoinIcon (src/ui/icons/CoinIcon.tsx) its host, the whitelist (static JSON; a failure is
 * the empty list, SPEC section 8) and the version, refreshed on the hour. Renders nothing.
 */
export function CoinIconSource() {
  const site = useSite();
  const answer = useQuery(coinIconWhitelistQuery()).data;
  const list = answer?.data;
  const [version, setVersion] = useState(() => coinIconVersion(Date.now()));

  useEffect(() => {
    const next = () => (HOUR_MS - (Date.now() % HOUR_MS)) + 50;
    let id = window.setTimeout(function tick() {
      setVersion(coinIconVersion(Date.now()));
      id = window.setTimeout(tick, next());
    }, next());
    return () => window.clearTimeout(id);
  }, []);

  useEffect(() => {
    setCoinIconSource({ base: coinIconBase(site), version, whitelist: new Set((list ?? []).map((s) => s.toLowerCase())) });
  }, [site, version, list]);
  return null;
}

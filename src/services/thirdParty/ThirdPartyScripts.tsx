/**
 * Loads the site's third-party scripts (./scripts.ts) once the browser is idle after the first
 * paint, each `async`, so none delays or blocks what the visitor sees; a script that fails to
 * load is logged and forgotten (the page does not depend on it).
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { inAppAtom } from '../../facts';
import { whenIdle } from '../../lib/browser/whenIdle';
import { setScriptSrc } from '../../lib/trustedScriptUrl';
import { useSite } from '../../site/site';
import { THIRD_PARTY_ORIGINS, thirdPartyScripts, type ThirdPartyScript } from './scripts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string };
  }
}

function inject(script: ThirdPartyScript): void {
  if (document.querySelector(`script[data-third-party="${script.id}"]`)) return;
  const element = document.createElement('script');
  element.async = true;
  // Through the Trusted Types script-URL policy (src/lib/trustedTypes.ts): only the vendors' origins.
  if (!setScriptSrc(element, script.src, THIRD_PARTY_ORIGINS)) return;
  element.dataset.thirdParty = script.id;
  element.addEventListener('error', () => console.warn(`third-party script ${script.id} did not load`));
  document.head.append(element);
}

export function ThirdPartyScripts() {
  const site = useSite();
  const inApp = useAtomValue(inAppAtom);
  useEffect(() => {
    // The demo runs without internet: it loads the (mocked) scripts only when asked with
    // ?thirdParty=1, so that no other page view depends on the mocked backend catching them.
    if (import.meta.env.VITE_DEMO && !new URLSearchParams(window.location.search).has('thirdParty')) return;
    const scripts = thirdPartyScripts(site, { inApp });
    if (scripts.length === 0) return;
    let leaving = false;
    const onPageHide = () => {
      leaving = true;
    };
    window.addEventListener('pagehide', onPageHide);
    const run = () => {
      if (leaving) return;
      for (const script of scripts) {
        if (script.id === 'tagManager') {
          window.dataLayer = window.dataLayer ?? [];
          window.dataLayer.push(['js', new Date()], ['config', site.gtagId]);
        } else if (!window.fbq) {
          const queue: unknown[] = [];
          const fbq = Object.assign((...args: unknown[]) => void queue.push(args), { queue, loaded: true, version: '2.0' });
          window.fbq = fbq;
          fbq('init', site.fbId);
          fbq('track', 'PageView');
        }
        inject(script);
      }
    };
    const cancel = whenIdle(run, { timeout: 4000, fallbackMs: 2000 });
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      cancel();
    };
  }, [site, inApp]);
  return null;
}

/**
 * Third-party scripts (SPEC section 7: tag manager, performance monitor, attribution SDK, pixel;
 * issue 15): which ones a site loads. Only those its config names (`gtagId`, `fbId`), only where
 * its bigData flag allows tracking, never inside the native app (it has its own SDKs), and always
 * after the first paint. The performance monitor is ours (src/analytics/monitor.ts), not a
 * script; no site config names an attribution SDK yet, so none loads.
 */
export interface ThirdPartyScript {
  readonly id: 'tagManager' | 'pixel';
  readonly src: string;
}

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const PIXEL_ORIGIN = 'https://connect.facebook.net';
/** The only origins a third-party script is loaded from (the Trusted Types script-URL check). */
export const THIRD_PARTY_ORIGINS: readonly string[] = [TAG_MANAGER_ORIGIN, PIXEL_ORIGIN];

export function thirdPartyScripts(site: { bigData: boolean; gtagId: string; fbId: string }, { inApp = false } = {}): ThirdPartyScript[] {
  if (!site.bigData || inApp) return [];
  const out: ThirdPartyScript[] = [];
  if (/^G-[A-Z0-9]{4,16}$/.test(site.gtagId)) out.push({ id: 'tagManager', src: `${TAG_MANAGER_ORIGIN}/gtag/js?id=${encodeURIComponent(site.gtagId)}` });
  if (/^[0-9]{6,20}$/.test(site.fbId)) out.push({ id: 'pixel', src: `${PIXEL_ORIGIN}/en_US/fbevents.js` });
  return out;
}

/**
 * The dev panel's choices as URL query parameters, so any state is a shareable link and the
 * browser tests can open it directly. The mocked backend reads the same parameters
 * (src/mocks/state.ts: persona, site, scenario, fault.<endpoint>, fault.all, ipcheck); the panel
 * adds `vw` (decide as if the viewport were this wide), `now` (the simulated clock, an ISO time) and
 * `devpanel` (open or closed).
 */
export const VIEWPORT_PRESETS = [
  { id: 'real', label: 'Real width', width: null },
  { id: 'phone', label: 'Phone 390', width: 390 },
  { id: 'tablet', label: 'Tablet 768', width: 768 },
  { id: 'laptop', label: 'Laptop 1248', width: 1248 },
  { id: 'desk', label: 'Desk 1440', width: 1440 },
] as const;

/** The `vw` override: a width between 240 and 4000 px, else none. */
export function viewportFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('vw');
  if (raw === null || !/^\d{3,4}$/.test(raw)) return null;
  const width = Number(raw);
  return width >= 240 && width <= 4000 ? width : null;
}

/** The same URL with `changes` applied (null removes a parameter). */
export function withParams(href: string, changes: Record<string, string | null>): string {
  const url = new URL(href);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  return url.pathname + url.search + url.hash;
}

/** The path with its locale prefix replaced (English has none). */
export function pathWithLocale(pathname: string, from: string, to: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (from !== '' && from !== 'en' && segments[0] === from) segments.shift();
  if (to !== 'en') segments.unshift(to);
  return `/${segments.join('/')}`;
}

/** The scenario file-name prefix of a decision: complianceDialog -> "compliance-dialog-". */
export function scenarioPrefix(decision: string): string {
  return `${decision.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-`;
}

/**
 * The engine's facts, gathered in the browser as jotai atoms (DESIGN: facts -> decide). Each atom
 * is one source; `factsAtom` assembles them into schemas/facts.schema.json's shape. Sources are
 * fed by <FactsSources/> (route, viewport, storage, clock) and by the data layer (user,
 * compliance, declaration, referral).
 */
import { atom } from 'jotai';
import type { Facts } from '../engine/context';
import type { NativeApp } from '../api/native/nativeApp';
import { hasSessionCookies } from '../api/cookies';
import { readStorageSnapshot, type StorageSnapshot } from './storage';

export const siteIdAtom = atom<number>(0);
export const localeAtom = atom<string>('en');
export const routeAtom = atom<{ pathname: string; search: string }>({ pathname: '/', search: '' });
/** Viewport width; updated at most once per animation frame. */
export const viewportWidthAtom = atom<number>(typeof window === 'undefined' ? 1440 : window.innerWidth);
/** Dev panel only: decide as if the viewport had this width (null: the real width). */
export const viewportOverrideAtom = atom<number | null>(null);
/** The native app this page runs in (src/api/native/nativeApp.ts), null on the web; set with the engine. */
export const nativeAppAtom = atom<NativeApp | null>(null);
export const inAppAtom = atom((get) => get(nativeAppAtom) !== null);
export const nowAtom = atom<number>(Date.now());
export const storageAtom = atom<StorageSnapshot>(typeof window === 'undefined' ? { cookies: {}, localStorage: {}, sessionStorage: {} } : readStorageSnapshot());
export const userAtom = atom<Record<string, unknown> | null>(null);
export const complianceAtom = atom<Record<string, unknown> | null>(null);
export const declarationAtom = atom<{ status: number } | null>(null);
/**
 * Fact groups the server's answers add for a logged-in user (FactsFromApi): `agreement` (the user
 * agreement's status), `marketing` (the VIP popup's plan, the homepage and alpha banners), `ipCheck` (the IP-penetration check). One atom for all of them keeps the
 * first load small: each group is a key here, not an atom of its own.
 */
export const serverFactsAtom = atom<{
  agreement?: { status: number };
  marketing?: { vipPopup?: { hasPlan: boolean; type: string }; homepageBanner?: { hasPlan: boolean }; alphaBanner?: { cards: number; currency: string } };
  ipCheck?: { token?: { uid: string; notBefore: number; expires: number }; result?: number; closable?: boolean | number | string };
}>({});
/** The business compliance check's answers: footer tips (business notice) and the cool-down reminder. */
export const noticesAtom = atom<{ business: Array<Record<string, unknown>>; reminder: Array<Record<string, unknown>> }>({ business: [], reminder: [] });
/** Dev panel only: how far the simulated clock runs ahead of (or behind) the real one, in ms. */
export const clockOffsetAtom = atom<number>(0);
export const referralAtom = atom<Record<string, unknown> | null>(null);
export const experimentsAtom = atom<Record<string, string | number>>({});

/**
 * Demo and dev only (the policy inspector): facts edited by hand, laid over the gathered ones key
 * by key (a list is replaced whole; `undefined` removes a fact). Never set in production.
 */
export const factsOverrideAtom = atom<Record<string, unknown> | null>(null);

function overlay(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const prev = out[key];
    const nested = value && typeof value === 'object' && !Array.isArray(value) && prev && typeof prev === 'object' && !Array.isArray(prev);
    if (value === undefined) delete out[key];
    else out[key] = nested ? overlay(prev as Record<string, unknown>, value as Record<string, unknown>) : value;
  }
  return out;
}

/** Both the uid and nickname cookies, non-blank (SPEC section 5): the login guard's rule. */
export const loggedInAtom = atom((get) => hasSessionCookies(get(storageAtom).cookies));

export const factsAtom = atom<Facts>((get) => {
  const gathered = get(gatheredFactsAtom);
  const override = get(factsOverrideAtom);
  return override ? (overlay(gathered as Record<string, unknown>, override) as Facts) : gathered;
});

/** The facts as the page gathered them, before any override of the policy inspector. */
export const gatheredFactsAtom = atom<Facts>((get) => {
  const route = get(routeAtom);
  const user = get(userAtom);
  const loggedIn = get(loggedInAtom);
  const compliance = get(complianceAtom);
  const declaration = get(declarationAtom);
  const referral = get(referralAtom);
  const notices = get(noticesAtom);
  return {
    site: get(siteIdAtom) as Facts['site'],
    path: route.pathname,
    search: route.search,
    locale: get(localeAtom),
    viewport: { width: get(viewportOverrideAtom) ?? get(viewportWidthAtom) },
    inApp: get(inAppAtom),
    app: get(nativeAppAtom) ?? {},
    now: new Date(get(nowAtom) + get(clockOffsetAtom)).toISOString(),
    user: { ...(user ?? {}), isLogin: loggedIn },
    ...(compliance ? { compliance } : {}),
    ...(declaration ? { declaration } : {}),
    ...get(serverFactsAtom),
    ...(referral ? { referral } : {}),
    notices,
    storage: get(storageAtom),
    experiments: get(experimentsAtom),
  } as Facts;
});

/**
 * Feeds the server's answers into the facts: compliance check, login user, declaration status,
 * referral info. Fetch gating follows the engine (SPEC section 6: the login user only where
 * `userInfoFetch` says). A failed call leaves SPEC section 8's default, so the decisions that
 * need it fall back and the features that needed it hide. Renders nothing.
 */
import { useQuery } from '../api/hooks';
import { debugLog } from '../api/debug';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import {
  complianceCheckQuery,
  complianceFacts,
  coolDownReminderQuery,
  footerTipsQuery,
  declarationFacts,
  declarationStatusQuery,
  rebateUserInfoQuery,
  referralFacts,
  userFacts,
  userInfoQuery,
  userAgreementStatusQuery,
  USER_AGREEMENT_SCENE,
  WELCOME_EXPERIMENT,
  fetchExperimentVariable,
  vipPopupPlanQuery,
  ipCheckQuery,
  ipTokenClaims,
  homepageBannerQuery,
  alphaBannerQuery,
  alphaBannerCurrency,
  IP_CHECK_TOKEN_KEY,
} from '../api';
import { apiClient } from '../api/client';
import { complianceAtom, declarationAtom, experimentsAtom, serverFactsAtom, localeAtom, loggedInAtom, noticesAtom, referralAtom, routeAtom, storageAtom, userAtom } from './atoms';
import { readStorageSnapshot } from './storage';
import { useStorageWrite } from './useStorageWrite';

const SESSION_ENDPOINTS: ReadonlySet<string> = new Set(['login', 'logout', 'signup']);
import { stripLocale } from '../lib/locales';
import { decisionsAtom, useDecision } from './decisions';

/** The page's theme as the document shows it (`<html data-theme>`), following every switch. */
function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
const documentTheme = () => document.documentElement.dataset.theme ?? 'light';

export function FactsFromApi() {
  // `?debug=1`: each change of decisions is logged (src/api/debug.ts).
  const decisions = useAtomValue(decisionsAtom);
  useEffect(() => {
    if (decisions !== null) debugLog('decisions', decisions);
  }, [decisions]);
  const loggedIn = useAtomValue(loggedInAtom);
  const userInfoFetch = useDecision('userInfoFetch') ?? false;
  const referralOffered = useDecision('referral') ?? false;
  const setCompliance = useSetAtom(complianceAtom);
  const setUser = useSetAtom(userAtom);
  const setDeclaration = useSetAtom(declarationAtom);
  const setServerFacts = useSetAtom(serverFactsAtom);
  const setExperiments = useSetAtom(experimentsAtom);
  const vipTierFetch = useDecision('vipTierFetch') ?? false;
  const setReferral = useSetAtom(referralAtom);
  const setStorage = useSetAtom(storageAtom);
  const setNotices = useSetAtom(noticesAtom);
  const ipCheckRun = useDecision('ipCheckRun') ?? false;
  const theme = useSyncExternalStore(subscribeTheme, documentTheme);
  const locale = useAtomValue(localeAtom);
  // The path without its locale prefix (`/tr/alpha/PEPE` -> `/alpha/PEPE`); only a real locale is one.
  const path = stripLocale(useAtomValue(routeAtom).pathname);
  const alphaPage = alphaBannerCurrency(path);
  const onAlpha = alphaPage !== null;
  const alphaCurrency = alphaPage ?? '';
  const storedToken = useAtomValue(storageAtom).localStorage[IP_CHECK_TOKEN_KEY];
  const serverFacts = useAtomValue(serverFactsAtom);
  const write = useStorageWrite();

  useEffect(
    () =>
      // Logging in, out or signing up changes the session cookies: re-read storage at once.
      apiClient.subscribe((event) => {
        if (SESSION_ENDPOINTS.has(event.endpoint)) setStorage(readStorageSnapshot());
      }),
    [setStorage],
  );

  const compliance = useQuery(complianceCheckQuery());
  const user = useQuery(userInfoQuery({ enabled: userInfoFetch }));
  const declaration = useQuery(declarationStatusQuery({ enabled: loggedIn }));
  const agreement = useQuery(userAgreementStatusQuery({ scene: USER_AGREEMENT_SCENE }, { enabled: loggedIn }));
  // The welcome pop-up's experiment, for logged-out visitors only (SPEC section 4).
  const welcome = useQuery({
    queryKey: ['api', 'public', 'experiment', WELCOME_EXPERIMENT],
    queryFn: ({ signal }) => fetchExperimentVariable({ name: WELCOME_EXPERIMENT, signal }),
    enabled: !loggedIn,
  });
  // The VIP popup's plan, where the VIP tier is fetched (logged in, main).
  const vipPlan = useQuery(vipPopupPlanQuery({ enabled: loggedIn && vipTierFetch }));
  // The IP-penetration check: runs when the engine says so (logged in, main, no valid stored
  // token, not suppressed); its answer stays for the page view.
  // Not before a stored token's claims are in the facts (an effect below puts them there): the
  // first render still sees the decision made without them (a reload with a valid token).
  const tokenInFacts = ipTokenClaims(storedToken) === null || serverFacts.ipCheck?.token !== undefined;
  const ipCheck = useQuery(ipCheckQuery({ enabled: tokenInFacts && loggedIn && ipCheckRun }));
  // The homepage banner's plan (home only) and the alpha banner's cards (alpha pages only),
  // refetched on a theme or locale change (SPEC section 4).
  const homeBanner = useQuery(homepageBannerQuery({ theme, locale, enabled: path === '/' }));
  const alphaBanner = useQuery(alphaBannerQuery({ currency: alphaCurrency, theme, locale, enabled: onAlpha }));
  const referral = useQuery(rebateUserInfoQuery({ enabled: loggedIn && referralOffered }));
  const business = useQuery(footerTipsQuery());
  const reminder = useQuery(coolDownReminderQuery({ enabled: loggedIn }));

  useEffect(() => {
    setCompliance(compliance.data ? (complianceFacts(compliance.data.data) as Record<string, unknown>) : null);
  }, [compliance.data, setCompliance]);

  useEffect(() => {
    setUser(loggedIn ? (userFacts(user.data?.data ?? null, true, user.isFetching) as Record<string, unknown>) : null);
  }, [loggedIn, user.data, user.isFetching, setUser]);

  useEffect(() => {
    setDeclaration(loggedIn && declaration.data ? (declarationFacts(declaration.data.data) as { status: number }) : null);
  }, [loggedIn, declaration.data, setDeclaration]);

  useEffect(() => {
    const status = agreement.data?.data?.status;
    const plan = vipPlan.data?.data ?? null;
    const token = ipTokenClaims(storedToken);
    const check = ipCheck.data ?? null;
    const home = path === '/' ? (homeBanner.data?.data ?? null) : null;
    const alpha = onAlpha ? (alphaBanner.data?.data ?? null) : null;
    const marketing = {
      ...(loggedIn && plan ? { vipPopup: { hasPlan: Boolean(plan.plan_id) || Boolean(plan.plan_name), type: String(plan.vip_popup_type ?? '') } } : {}),
      ...(home ? { homepageBanner: { hasPlan: Boolean(home.plan_id) } } : {}),
      ...(alpha ? { alphaBanner: { cards: alpha.card.length, currency: alpha.currency ?? alphaCurrency } } : {}),
    };
    setServerFacts({
      ...(loggedIn && (token || check) ? { ipCheck: { ...(token ? { token } : {}), ...(check ? { result: check.result, closable: check.closable ?? false } : {}) } } : {}),
      ...(loggedIn && typeof status === 'number' ? { agreement: { status } } : {}),
      ...(Object.keys(marketing).length > 0 ? { marketing } : {}),
    });
  }, [loggedIn, agreement.data, vipPlan.data, storedToken, ipCheck.data, path, onAlpha, alphaCurrency, homeBanner.data, alphaBanner.data, setServerFacts]);

  useEffect(() => {
    // A passed check's token: kept so later page views skip the probe while it is valid.
    const token = ipCheck.data?.token;
    if (loggedIn && token && token !== storedToken) write({ store: 'localStorage', key: IP_CHECK_TOKEN_KEY, value: token });
  }, [loggedIn, ipCheck.data, storedToken, write]);

  useEffect(() => {
    // Pending: absent. Answered: its value, or 0 when it failed or named no group (no pop-up
    // either way; the exclusive modal waits for the answer: one marketing pop-up per visit).
    if (loggedIn || welcome.data === undefined) return setExperiments({});
    const value = welcome.data.data;
    setExperiments({ [WELCOME_EXPERIMENT]: value ?? 0 });
  }, [loggedIn, welcome.data, setExperiments]);


  useEffect(() => {
    const notices = (data: readonly unknown[] | undefined) => (data ?? []).map((n) => ({ ...(n as Record<string, unknown>) }));
    setNotices({ business: notices(business.data?.data), reminder: loggedIn ? notices(reminder.data?.data) : [] });
  }, [business.data, reminder.data, loggedIn, setNotices]);

  useEffect(() => {
    setReferral(loggedIn && referral.data ? (referralFacts(referral.data.data) as Record<string, unknown>) : null);
  }, [loggedIn, referral.data, setReferral]);

  return null;
}

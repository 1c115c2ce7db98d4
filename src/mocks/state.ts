/**
 * The mocked backend's state: who is asking (persona), for which site, under which scenario, with
 * which faults, plus what the product changed (declaration signed, agreement accepted,
 * fund-password frequency, identity verification applied for). The dev panel sets it; every
 * choice is also a URL query parameter, so a link reproduces a state:
 *
 *   ?persona=turkeyMustSign&site=177
 *   ?scenario=app-bar-hidden-for-uk-limited-visitor
 *   ?fault.userInfo=timeout&fault.complianceCheck=wrongShape
 *   ?fault.all=http500            every endpoint down
 *   ?ipcheck=2                    the IP-penetration check answers result 2
 *   ?miniapps=down                the mini-apps' static host is down (HEAD and GET 503)
 *   ?fingerprint=fail|hang|garbage  the device fingerprint's vendor script fails to load (503),
 *                                 loads but never sets up its SDK, or the device id answered is garbage
 *   ?config=good|tampered|invalidKey|unknownOperator|unsigned|badSignature|replayed|unreachable
 *                                 the hot config bundle published
 *                                 (src/mocks/config-bundle/configBundle.ts); none by default
 *   ?account=reset                the demo's spot accounts back to their starting state (once: the
 *                                 browser mock takes the parameter out of the address)
 *   ?stream=fast                  the market stream pushes 20 order-book updates and 10 trades a
 *                                 second (the trading page's bench, `npm run bench`); default: the
 *                                 book and the ticker once a second, 0 to 3 trades a second
 *
 * Demo and dev only: nothing outside src/mocks imports this in a production build.
 */
import { isEndpointId, type EndpointId } from '../api/endpointIds';
import { siteIndex } from '../site/sites';
import { isFaultKind, type FaultKind } from './faults';
import { isPersonaId, PERSONAS, type PersonaId } from './personas';
import { loadScenario, type Scenario } from './scenarios';
import { isKycApplication, type KycApplication } from './exchange/kyc/kyc';

/** The sub_website_ids of config/sites/ (a region is data: a new site serves at ?site=<id>). */
const SITE_IDS: ReadonlySet<number> = new Set(siteIndex.map((s) => s.id));

export interface MockSettings {
  readonly persona: PersonaId;
  /** sub_website_id the backend answers for (compliance differs per site). */
  readonly site: number;
  /** Scenario file name without .json, or null. */
  readonly scenario: string | null;
  /** Faults per endpoint; they win over the scenario's. */
  readonly faults: Readonly<Partial<Record<EndpointId, FaultKind>>>;
  /** One fault for every endpoint ("all endpoints down"); per-endpoint faults win. */
  readonly faultAll: FaultKind | null;
  /** The IP-penetration check's result; null: the scenario's answer, else 1 (pass). */
  readonly ipCheckResult: number | null;
  /** The mini-apps' static host is down (`?miniapps=down`): HEAD and GET answer 503. */
  readonly miniAppsDown: boolean;
  /** The device fingerprint's vendor script: 'ok', or fails to load, hangs, or earns garbage. */
  readonly fingerprint: FingerprintMode;
  /** The hot config bundle the backend publishes (issue 16): none, or a good or a broken one. */
  readonly configBundle: ConfigBundleMode;
  /** The market stream's pace (`?stream=fast`): 'fast' pushes 20 book updates and 10 trades a second. */
  readonly streamRate: StreamRate;
}

const STREAM_RATES = ['normal', 'fast'] as const;
export type StreamRate = (typeof STREAM_RATES)[number];

export const CONFIG_BUNDLE_MODES = ['none', 'good', 'tampered', 'invalidKey', 'unknownOperator', 'unsigned', 'badSignature', 'replayed', 'unreachable'] as const;
export type ConfigBundleMode = (typeof CONFIG_BUNDLE_MODES)[number];

const FINGERPRINT_MODES = ['ok', 'fail', 'hang', 'garbage'] as const;
type FingerprintMode = (typeof FINGERPRINT_MODES)[number];

export const DEFAULT_SETTINGS: MockSettings = Object.freeze({
  persona: 'visitor',
  site: 0,
  scenario: null,
  faults: Object.freeze({}),
  faultAll: null,
  ipCheckResult: null,
  miniAppsDown: false,
  fingerprint: 'ok',
  configBundle: 'none',
  streamRate: 'normal',
});

/** What the product changed, per persona (each persona is its own account). */
interface BackendState {
  declarationStatus: Map<PersonaId, number>;
  agreementStatus: Map<PersonaId, number>;
  frequency: Map<PersonaId, 0 | 1 | 2>;
  /** The latest identity-verification application (./exchange/kyc/kyc.ts). */
  kyc: Map<PersonaId, KycApplication>;
}

let settings: MockSettings = DEFAULT_SETTINGS;
let scenario: Scenario | null = null;
let backend: BackendState = freshBackend();
const listeners = new Set<(settings: MockSettings) => void>();

function freshBackend(): BackendState {
  return { declarationStatus: new Map(), agreementStatus: new Map(), frequency: new Map(), kyc: new Map() };
}

function notify(): void {
  for (const listener of listeners) listener(settings);
}

export function getMockSettings(): MockSettings {
  return settings;
}

/** The loaded scenario, if any. */
export function getScenario(): Scenario | null {
  return scenario;
}

/**
 * Changes the settings (loading the scenario when it changes). A scenario that does not exist
 * is dropped with a warning. Changing persona, site or scenario starts the backend afresh.
 */
export async function setMockSettings(patch: Partial<MockSettings>): Promise<MockSettings> {
  const next: MockSettings = { ...settings, ...patch };
  if (next.scenario !== settings.scenario || (next.scenario !== null && scenario === null)) {
    const loaded = next.scenario === null ? null : await loadScenario(next.scenario);
    if (next.scenario !== null && loaded === null) {
      console.warn(`[mocks] no scenario named ${next.scenario}`);
      settings = { ...next, scenario: null };
      scenario = null;
    } else {
      settings = next;
      scenario = loaded;
    }
  } else {
    settings = next;
  }
  notify();
  return settings;
}

/**
 * What the product changed, as JSON (the browser keeps it in sessionStorage, so a declaration
 * signed or a reminder frequency chosen survives a reload, as it would on a real backend).
 */
export function backendSnapshot(): string {
  return JSON.stringify({
    declarationStatus: [...backend.declarationStatus],
    agreementStatus: [...backend.agreementStatus],
    frequency: [...backend.frequency],
    kyc: [...backend.kyc],
  });
}

/** Restores a snapshot; anything unreadable leaves a fresh backend (tampered storage is absent). */
export function restoreBackend(text: string | null): void {
  if (text === null) return;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const entries = <V>(value: unknown, ok: (v: unknown) => v is V): [PersonaId, V][] =>
      Array.isArray(value) ? value.filter((e): e is [PersonaId, V] => Array.isArray(e) && e.length === 2 && isPersonaId(String(e[0])) && ok(e[1])) : [];
    const isInt = (v: unknown): v is number => Number.isInteger(v);
    const isFrequency = (v: unknown): v is 0 | 1 | 2 => v === 0 || v === 1 || v === 2;
    backend = {
      declarationStatus: new Map(entries(raw.declarationStatus, isInt)),
      agreementStatus: new Map(entries(raw.agreementStatus, isInt)),
      frequency: new Map(entries(raw.frequency, isFrequency)),
      kyc: new Map(entries(raw.kyc, isKycApplication)),
    };
  } catch {
    backend = freshBackend();
  }
}

const backendListeners = new Set<() => void>();

/** Called after every change the product makes to the backend. */
export function subscribeBackend(listener: () => void): () => void {
  backendListeners.add(listener);
  return () => backendListeners.delete(listener);
}

/** The handlers call this after changing the backend's state. */
export function backendChanged(): void {
  for (const listener of backendListeners) listener();
}

/** Back to a visitor on the main site, no scenario, no faults, nothing signed. */
export function resetMockState(): void {
  settings = DEFAULT_SETTINGS;
  scenario = null;
  backend = freshBackend();
  notify();
}

export function subscribeMockSettings(listener: (settings: MockSettings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// --- URL ----------------------------------------------------------------------------------------------

/** The settings a query string names (unknown or malformed values are ignored). */
export function settingsFromSearch(search: string): Partial<MockSettings> {
  const params = new URLSearchParams(search);
  const out: { -readonly [K in keyof MockSettings]?: MockSettings[K] } = {};
  const persona = params.get('persona');
  if (persona !== null && isPersonaId(persona)) out.persona = persona;
  const site = params.get('site');
  if (site !== null && /^\d+$/.test(site) && SITE_IDS.has(Number(site))) out.site = Number(site);
  const scenarioName = params.get('scenario');
  if (scenarioName !== null) out.scenario = scenarioName === '' ? null : scenarioName;
  const ip = params.get('ipcheck');
  if (ip !== null && /^\d+$/.test(ip)) out.ipCheckResult = Number(ip);
  const miniApps = params.get('miniapps');
  if (miniApps === 'down' || miniApps === 'up') out.miniAppsDown = miniApps === 'down';
  const fingerprint = params.get('fingerprint');
  if ((FINGERPRINT_MODES as readonly string[]).includes(fingerprint ?? '')) out.fingerprint = fingerprint as FingerprintMode;
  const config = params.get('config');
  if ((CONFIG_BUNDLE_MODES as readonly string[]).includes(config ?? '')) out.configBundle = config as ConfigBundleMode;
  const stream = params.get('stream');
  if ((STREAM_RATES as readonly string[]).includes(stream ?? '')) out.streamRate = stream as StreamRate;
  const faults: Partial<Record<EndpointId, FaultKind>> = {};
  let anyFault = false;
  for (const [key, value] of params) {
    if (!key.startsWith('fault.') || !isFaultKind(value)) continue;
    const id = key.slice('fault.'.length);
    if (id === 'all') out.faultAll = value;
    else if (isEndpointId(id)) {
      faults[id] = value;
      anyFault = true;
    }
  }
  if (anyFault) out.faults = faults;
  return out;
}

/** `?account=reset`: every demo account back to its starting balances, no orders (docs/trading-api.md). */
export function accountResetFromSearch(search: string): boolean {
  return new URLSearchParams(search).get('account') === 'reset';
}

/** The query string that reproduces the settings (defaults left out). */
export function searchFromSettings(s: MockSettings): string {
  const params = new URLSearchParams();
  if (s.persona !== DEFAULT_SETTINGS.persona) params.set('persona', s.persona);
  if (s.site !== DEFAULT_SETTINGS.site) params.set('site', String(s.site));
  if (s.scenario !== null) params.set('scenario', s.scenario);
  if (s.ipCheckResult !== null) params.set('ipcheck', String(s.ipCheckResult));
  if (s.miniAppsDown) params.set('miniapps', 'down');
  if (s.fingerprint !== 'ok') params.set('fingerprint', s.fingerprint);
  if (s.streamRate !== 'normal') params.set('stream', s.streamRate);
  if (s.faultAll !== null) params.set('fault.all', s.faultAll);
  for (const [id, kind] of Object.entries(s.faults)) params.set(`fault.${id}`, kind);
  return params.toString();
}

// --- What the handlers read -----------------------------------------------------------------------------

/** The fault to inject for an endpoint: the panel's/URL's, else the scenario's, else none. */
export function faultFor(id: EndpointId): FaultKind | null {
  const fromSettings = settings.faults[id];
  if (fromSettings !== undefined) return fromSettings;
  const fromScenario = scenario?.faults?.[id];
  if (fromScenario !== undefined) return fromScenario;
  return settings.faultAll;
}

/** The scenario's response body for an endpoint, if it has one. */
export function scenarioResponse(id: EndpointId): { readonly body: unknown } | null {
  const api = scenario?.api;
  if (api === undefined || !Object.prototype.hasOwnProperty.call(api, id)) return null;
  return { body: api[id] };
}

export function currentPersonaId(): PersonaId {
  return settings.persona;
}

/** Logging in as another persona (the mocked login). */
export function switchPersona(id: PersonaId): void {
  settings = { ...settings, persona: id };
  notify();
}

export function declarationStatus(id: PersonaId): number {
  const stored = backend.declarationStatus.get(id);
  if (stored !== undefined) return stored;
  const fromScenario = scenario?.facts.declaration?.status;
  return fromScenario ?? PERSONAS[id].declarationStatus;
}

export function setDeclarationStatus(id: PersonaId, status: number): void {
  backend.declarationStatus.set(id, status);
  backendChanged();
}

export function agreementStatus(id: PersonaId): number {
  return backend.agreementStatus.get(id) ?? PERSONAS[id].agreementStatus;
}

export function setAgreementStatus(id: PersonaId, status: number): void {
  backend.agreementStatus.set(id, status);
  backendChanged();
}

export function frequency(id: PersonaId): 0 | 1 | 2 {
  return backend.frequency.get(id) ?? PERSONAS[id].frequency;
}

export function setFrequency(id: PersonaId, value: 0 | 1 | 2): void {
  backend.frequency.set(id, value);
  backendChanged();
}


export function kycApplication(id: PersonaId): KycApplication | null {
  return backend.kyc.get(id) ?? null;
}

export function setKycApplication(id: PersonaId, application: KycApplication): void {
  backend.kyc.set(id, application);
  backendChanged();
}

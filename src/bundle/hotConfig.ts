/**
 * Hot config with last-good fallback (issue 16, part 4). Compliance staff publish a config bundle
 * (sites, navigation, policies) without a new build: `npm run -s policy -- bundle` writes
 * `manifest.json` and `bundle-<sha256>.json`, served at the URL the build names
 * (CONFIG_MANIFEST_URL, default /config-bundle/manifest.json).
 *
 * After the first paint and once the engine runs, the app reads the manifest. A bundle it does not
 * run yet is fetched, and accepted only if its bytes hash to the name, it parses, and it passes
 * the checks of `policy check` (each file against its schema with the precompiled validators of
 * src/generated/configValidators.js, loaded only now; known operators and fact paths; the engine
 * assembles and every site decides). Accepted, it is stored in IndexedDB (`exchange_config`,
 * store `bundles`, key `last-good`) and runs from the next page view; rejected or unreachable,
 * the last good bundle (the stored one, or the built-in) stays, and the caller logs the reason
 * through the monitoring module. A stored bundle whose bytes no longer hash to its name is
 * treated as absent. Names are checked (`bundle-<64 hex>.json`) and resolved beside the
 * manifest: no other URL is ever fetched.
 */
import { openDB } from 'idb';
import { BUNDLE_NAME, CHANGES_FILE, type ConfigBundle, type ConfigManifest, type FileMap } from './files';
import type { CheckError } from '../engine/check/errors';

const CONFIG_DB = 'exchange_config';
const CONFIG_STORE = 'bundles';
const LAST_GOOD_KEY = 'last-good';

export interface StoredBundle {
  sha256: string;
  /** The bundle's text, exactly as fetched. */
  text: string;
  at: number;
}

export type HotConfigOutcome =
  | { kind: 'current'; sha256: string }
  | { kind: 'none' }
  | { kind: 'accepted'; sha256: string }
  | { kind: 'rejected'; reason: 'unreachable' | 'manifest' | 'hash' | 'json' | 'checks' | 'storage'; detail: string; sha256?: string };

export async function sha256Hex(text: string | ArrayBuffer): Promise<string> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : new Uint8Array(text);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const db = () =>
  openDB(CONFIG_DB, 1, {
    upgrade(database) {
      database.createObjectStore(CONFIG_STORE);
    },
  });

/** Where the last good bundle is kept (replaceable in tests). */
export interface BundleStore {
  get(): Promise<unknown>;
  put(value: StoredBundle): Promise<void>;
  clear(): Promise<void>;
}

export const indexedDbStore: BundleStore = {
  get: async () => (await db()).get(CONFIG_STORE, LAST_GOOD_KEY),
  put: async (value) => {
    await (await db()).put(CONFIG_STORE, value, LAST_GOOD_KEY);
  },
  clear: async () => {
    await (await db()).delete(CONFIG_STORE, LAST_GOOD_KEY);
  },
};

/** The stored last good bundle, or null when there is none or it was tampered with. */
export async function readLastGood(store: BundleStore = indexedDbStore): Promise<{ sha256: string; files: FileMap } | null> {
  try {
    const value = (await store.get()) as Partial<StoredBundle> | undefined;
    if (!value || typeof value.text !== 'string' || typeof value.sha256 !== 'string') return null;
    if ((await sha256Hex(value.text)) !== value.sha256) return null;
    const parsed = JSON.parse(value.text) as Partial<ConfigBundle>;
    if (parsed.format !== 1 || !parsed.files || typeof parsed.files !== 'object') return null;
    return { sha256: value.sha256, files: parsed.files };
  } catch {
    return null; // IndexedDB unavailable (privacy modes) or unreadable: the built-in bundle
  }
}

/** The checks a new bundle must pass (src/bundle/check.ts with the precompiled validators). */
export type BundleChecker = (files: FileMap) => Promise<CheckError[]>;

export const precompiledChecker: BundleChecker = async (files) => {
  const [{ validators, schemaDocs }, { checkBundleFiles }, plan, common] = await Promise.all([
    import('../generated/configValidators.js'),
    import('./check'),
    import('../generated/factsPlan.json'),
    import('../../schemas/common.schema.json'),
  ]);
  // The reviewers' CHANGES.json is never part of a bundle (serializeBundle leaves it out).
  const { [CHANGES_FILE]: _changes, ...bundleFiles } = files;
  const result = checkBundleFiles(bundleFiles, {
    validatorFor: (ref) => validators[ref.split('/').pop() ?? ''] ?? null,
    docs: new Map(Object.entries(schemaDocs)),
    factsPlan: plan.default as never,
    locales: common.default.$defs.localeCode.enum,
  });
  return result.errors;
};

export interface CheckOptions {
  manifestUrl: string;
  /** The hash of the bundle in force (stored or built-in). */
  current: string;
  fetch?: typeof fetch;
  store?: BundleStore;
  checker?: BundleChecker;
  /** Aborted when the page is being left: no request starts after that. */
  signal?: AbortSignal;
}

const describe = (errors: CheckError[]): string =>
  `${errors.length} error${errors.length === 1 ? '' : 's'}: ${errors
    .slice(0, 3)
    .map((e) => `${e.file} ${e.pointer || '/'}: ${e.message}`)
    .join('; ')}`;

/** Reads the manifest and, for a bundle not yet in force, fetches, verifies, checks and stores it. */
export async function checkForNewBundle(options: CheckOptions): Promise<HotConfigOutcome> {
  const get = options.fetch ?? fetch;
  const store = options.store ?? indexedDbStore;
  let manifest: Partial<ConfigManifest>;
  try {
    const response = await get(options.manifestUrl, { cache: 'no-store', credentials: 'omit', signal: options.signal });
    if (response.status === 404) return { kind: 'none' }; // nothing published
    if (!response.ok) return { kind: 'rejected', reason: 'unreachable', detail: `manifest answered ${response.status}` };
    manifest = (await response.json()) as Partial<ConfigManifest>;
  } catch (error) {
    return { kind: 'rejected', reason: 'unreachable', detail: `manifest: ${error instanceof Error ? error.message : String(error)}` };
  }
  const named = typeof manifest.bundle === 'string' ? BUNDLE_NAME.exec(manifest.bundle) : null;
  if (manifest.format !== 1 || !named || manifest.sha256 !== named[1]) {
    return { kind: 'rejected', reason: 'manifest', detail: 'the manifest does not name a bundle-<sha256>.json with its sha256' };
  }
  const sha256 = named[1]!;
  if (sha256 === options.current) return { kind: 'current', sha256 };
  // Where nothing can be kept (IndexedDB blocked in some private modes), a bundle could never run:
  // do not download it on every page view.
  try {
    await store.get();
  } catch (error) {
    return { kind: 'rejected', reason: 'storage', detail: `no storage for it: ${error instanceof Error ? error.message : String(error)}`, sha256 };
  }
  let bytes: ArrayBuffer;
  try {
    // Beside the manifest (a relative manifest URL is the page's origin's).
    const base = new URL(options.manifestUrl, typeof location === 'undefined' ? undefined : location.href);
    const response = await get(new URL(manifest.bundle!, base).toString(), { credentials: 'omit', signal: options.signal });
    if (!response.ok) return { kind: 'rejected', reason: 'unreachable', detail: `${manifest.bundle} answered ${response.status}`, sha256 };
    bytes = await response.arrayBuffer();
  } catch (error) {
    return { kind: 'rejected', reason: 'unreachable', detail: `${manifest.bundle}: ${error instanceof Error ? error.message : String(error)}`, sha256 };
  }
  const actual = await sha256Hex(bytes);
  if (actual !== sha256) return { kind: 'rejected', reason: 'hash', detail: `${manifest.bundle} hashes to ${actual}`, sha256 };
  const text = new TextDecoder().decode(bytes);
  let bundle: Partial<ConfigBundle>;
  try {
    bundle = JSON.parse(text) as Partial<ConfigBundle>;
  } catch (error) {
    return { kind: 'rejected', reason: 'json', detail: `not valid JSON: ${error instanceof Error ? error.message : String(error)}`, sha256 };
  }
  if (bundle.format !== 1 || !bundle.files || typeof bundle.files !== 'object' || Array.isArray(bundle.files)) {
    return { kind: 'rejected', reason: 'json', detail: 'not a config bundle: {"format": 1, "files": {...}} expected', sha256 };
  }
  let errors: CheckError[];
  try {
    errors = await (options.checker ?? precompiledChecker)(bundle.files);
  } catch (error) {
    errors = [{ file: 'bundle', pointer: '', message: error instanceof Error ? error.message : String(error) }];
  }
  if (errors.length > 0) return { kind: 'rejected', reason: 'checks', detail: describe(errors), sha256 };
  try {
    await store.put({ sha256, text, at: Date.now() });
  } catch (error) {
    return { kind: 'rejected', reason: 'storage', detail: `could not store it (it would not survive this page view): ${error instanceof Error ? error.message : String(error)}`, sha256 };
  }
  return { kind: 'accepted', sha256 };
}

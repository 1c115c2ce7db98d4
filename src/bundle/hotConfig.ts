/**
 * Hot config with last-good fallback (issue 16, part 4), signed (issue 37). Compliance staff
 * publish a config bundle (sites, navigation, policies) without a new build: `npm run -s policy --
 * bundle --sign KEY --version N` writes `manifest.json` (naming `bundle-<sha256>.json`, with the
 * version and an ECDSA P-256 signature over both) and the bundle, served at the URL the build
 * names (CONFIG_MANIFEST_URL, default /config-bundle/manifest.json).
 *
 * After the first paint and once the engine runs, the app reads the manifest. A bundle it does not
 * run yet is accepted only if (./verify.ts) the manifest is signed by a key the build trusts
 * (./trustedKeys.ts: production's; the demo's in demo builds only), its version is above the one
 * in force, and then (only then is the bundle downloaded) its bytes hash to the signed hash, it
 * parses, and it passes the checks of `policy check`. Accepted, it is stored in IndexedDB
 * (`exchange_config`, store `bundles`, key `last-good`, with its version and signature) and runs
 * from the next page view; the stored bundle's hash and signature are checked again at every boot.
 * Rejected, the last good bundle (the stored one, or the built-in) stays, the caller logs the
 * reason through the monitoring module, and the rejection is remembered (key `rejected`): the same
 * bundle is never downloaded again, nor the same manifest reported again. Names are checked
 * (`bundle-<64 hex>.json`) and resolved beside the manifest: no other URL is ever fetched.
 */
import { deleteDB, openDB } from 'idb';
import { jsonNestsDeeperThan } from '../api/limits';
import type { ConfigBundle, ConfigManifest, FileMap } from './files';
import { keyIdOf, signatureProblem, type PublicJwk } from './signature';
import { DEMO_KEY, PRODUCTION_KEYS } from './trustedKeys';
import { contentProblem, manifestShapeProblem, manifestTrustProblem, sha256Hex, type BundleChecker, type RejectReason } from './verify';

const CONFIG_DB = 'exchange_config';
const CONFIG_STORE = 'bundles';
const LAST_GOOD_KEY = 'last-good';
const REJECTED_KEY = 'rejected';
/** The largest manifest read (one is a few hundred bytes). */
const MANIFEST_MAX_CHARS = 65_536;
/** Remembered rejections kept (the oldest go first). */
const REJECTED_MAX = 32;

/** The keys a bundle must be signed by: production's, and the demo's in demo builds only. */
export const trustedKeys = (): readonly PublicJwk[] => (import.meta.env.VITE_DEMO ? [...PRODUCTION_KEYS, DEMO_KEY] : PRODUCTION_KEYS);

export interface StoredBundle {
  sha256: string;
  /** The bundle's text, exactly as fetched. */
  text: string;
  /** The version, key and signature of its manifest: checked again at every boot. */
  version: number;
  keyId: string;
  signature: string;
  at: number;
}

export type HotConfigOutcome =
  | { kind: 'current'; sha256: string }
  | { kind: 'none' }
  /** Rejected before (remembered): not downloaded, not reported again. */
  | { kind: 'known'; sha256: string }
  | { kind: 'accepted'; sha256: string; version: number }
  | { kind: 'rejected'; reason: RejectReason | 'unreachable' | 'storage'; detail: string; sha256?: string };

const openConfigDb = () =>
  openDB(CONFIG_DB, 1, {
    upgrade(database) {
      database.createObjectStore(CONFIG_STORE);
    },
  });

/** The database, with its store: one of that name without it (damaged, or made by another script) counts as absent. */
async function db() {
  const database = await openConfigDb();
  if (database.objectStoreNames.contains(CONFIG_STORE)) return database;
  database.close();
  await deleteDB(CONFIG_DB);
  return openConfigDb();
}

/** Where the last good bundle and the remembered rejections are kept (replaceable in tests). */
export interface BundleStore {
  get(): Promise<unknown>;
  put(value: StoredBundle): Promise<void>;
  /** Forgets the last good bundle. */
  clear(): Promise<void>;
  getRejected(): Promise<unknown>;
  putRejected(keys: string[]): Promise<void>;
}

export const indexedDbStore: BundleStore = {
  get: async () => (await db()).get(CONFIG_STORE, LAST_GOOD_KEY),
  put: async (value) => {
    await (await db()).put(CONFIG_STORE, value, LAST_GOOD_KEY);
  },
  clear: async () => {
    await (await db()).delete(CONFIG_STORE, LAST_GOOD_KEY);
  },
  getRejected: async () => (await db()).get(CONFIG_STORE, REJECTED_KEY),
  putRejected: async (keys) => {
    await (await db()).put(CONFIG_STORE, keys, REJECTED_KEY);
  },
};

export type LastGood =
  | { kind: 'ok'; sha256: string; version: number; files: FileMap }
  | { kind: 'none' }
  /** Something is stored but may not run (tampered with, planted, or signed by a key no longer trusted): it was removed. */
  | { kind: 'refused'; detail: string };

/**
 * The stored last good bundle, checked as a new one is: its text hashes to its sha256, and a
 * trusted key signed that sha256 with its version. Anything else stored is refused and removed,
 * and the built-in bundle runs.
 */
export async function readLastGood(store: BundleStore = indexedDbStore, keys: readonly PublicJwk[] = trustedKeys()): Promise<LastGood> {
  let value: Partial<StoredBundle> | undefined;
  try {
    value = (await store.get()) as Partial<StoredBundle> | undefined;
  } catch {
    return { kind: 'none' }; // IndexedDB unavailable (privacy modes): the built-in bundle
  }
  if (value === undefined || value === null) return { kind: 'none' };
  const refuse = async (why: string): Promise<LastGood> => {
    await store.clear().catch(() => undefined);
    const name = typeof value.sha256 === 'string' ? value.sha256.slice(0, 12) : '(no sha256)';
    return { kind: 'refused', detail: `the stored bundle ${name} is refused: ${why}` };
  };
  if (typeof value !== 'object' || typeof value.text !== 'string' || typeof value.sha256 !== 'string') return refuse('not a stored bundle');
  const actual = await sha256Hex(value.text);
  if (actual !== value.sha256) return refuse(`its text hashes to ${actual}`);
  const problem = await signatureProblem(value, keys);
  if (problem) return refuse(problem);
  try {
    const parsed = JSON.parse(value.text) as Partial<ConfigBundle>;
    if (parsed.format !== 1 || !parsed.files || typeof parsed.files !== 'object') return refuse('not a config bundle');
    return { kind: 'ok', sha256: value.sha256, version: value.version!, files: parsed.files };
  } catch {
    return refuse('not valid JSON');
  }
}

export interface CheckOptions {
  manifestUrl: string;
  /** The hash of the bundle in force (stored or built-in). */
  current: string;
  /** The version of the bundle in force (the built-in's is 0): a new one must be above it. */
  currentVersion: number;
  fetch?: typeof fetch;
  store?: BundleStore;
  checker?: BundleChecker;
  keys?: readonly PublicJwk[];
  /** Aborted when the page is being left: no request starts after that. */
  signal?: AbortSignal;
}

/**
 * What a rejection is remembered by: a bundle's content by its hash (the same bytes always fail
 * the same way); a manifest's signature or version by the manifest's signed fields and the keys
 * this build trusts (a release that trusts a new key looks again).
 */
async function rejectionKey(reason: RejectReason, manifest: ConfigManifest, keys: readonly PublicJwk[]): Promise<string> {
  if (reason === 'hash' || reason === 'json' || reason === 'checks') return manifest.sha256;
  const trusted = await Promise.all(keys.map(keyIdOf));
  return JSON.stringify([manifest.version ?? null, manifest.sha256, manifest.keyId ?? null, manifest.signature ?? null, trusted]);
}

async function rememberedRejections(store: BundleStore): Promise<string[]> {
  try {
    const value = await store.getRejected();
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads the manifest and, for a bundle not yet in force, verifies, fetches, checks and stores it. */
export async function checkForNewBundle(options: CheckOptions): Promise<HotConfigOutcome> {
  const get = options.fetch ?? fetch;
  const store = options.store ?? indexedDbStore;
  const keys = options.keys ?? trustedKeys();
  let manifest: ConfigManifest;
  try {
    const response = await get(options.manifestUrl, { cache: 'no-store', credentials: 'omit', signal: options.signal });
    if (response.status === 404) return { kind: 'none' }; // nothing published
    if (!response.ok) return { kind: 'rejected', reason: 'unreachable', detail: `manifest answered ${response.status}` };
    // A manifest is a few hundred bytes of flat JSON: anything far larger or deeper is refused
    // unread (bounded inputs, issue 37).
    const text = await response.text();
    if (text.length > MANIFEST_MAX_CHARS || jsonNestsDeeperThan(text, 4)) return { kind: 'rejected', reason: 'unreachable', detail: `manifest: over the limit of ${MANIFEST_MAX_CHARS} characters or 4 levels` };
    manifest = JSON.parse(text) as ConfigManifest;
  } catch (error) {
    return { kind: 'rejected', reason: 'unreachable', detail: `manifest: ${error instanceof Error ? error.message : String(error)}` };
  }
  const shape = manifestShapeProblem(manifest);
  if (shape) return { kind: 'rejected', ...shape };
  const { sha256 } = manifest;
  if (sha256 === options.current) return { kind: 'current', sha256 };
  const remembered = await rememberedRejections(store);
  const reject = async (reason: RejectReason, detail: string): Promise<HotConfigOutcome> => {
    const key = await rejectionKey(reason, manifest, keys);
    await store.putRejected([...remembered.filter((k) => k !== key), key].slice(-REJECTED_MAX)).catch(() => undefined);
    return { kind: 'rejected', reason, detail, sha256 };
  };
  if (remembered.includes(sha256) || remembered.includes(await rejectionKey('signature', manifest, keys))) return { kind: 'known', sha256 };
  const untrusted = await manifestTrustProblem(manifest, keys, options.currentVersion);
  if (untrusted) return reject(untrusted.reason, untrusted.detail);
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
    const response = await get(new URL(manifest.bundle, base).toString(), { credentials: 'omit', signal: options.signal });
    if (!response.ok) return { kind: 'rejected', reason: 'unreachable', detail: `${manifest.bundle} answered ${response.status}`, sha256 };
    bytes = await response.arrayBuffer();
  } catch (error) {
    return { kind: 'rejected', reason: 'unreachable', detail: `${manifest.bundle}: ${error instanceof Error ? error.message : String(error)}`, sha256 };
  }
  const content = await contentProblem(bytes, manifest, options.checker);
  if ('reason' in content) return reject(content.reason, content.detail);
  try {
    await store.put({ sha256, text: content.text, version: manifest.version!, keyId: manifest.keyId!, signature: manifest.signature!, at: Date.now() });
  } catch (error) {
    return { kind: 'rejected', reason: 'storage', detail: `could not store it (it would not survive this page view): ${error instanceof Error ? error.message : String(error)}`, sha256 };
  }
  return { kind: 'accepted', sha256, version: manifest.version! };
}

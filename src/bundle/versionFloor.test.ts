import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { builtInVersion, viewEngineFor } from './browser';
import { manifestFor, serializeBundle, type FileMap } from './files';
import { checkForNewBundle, readLastGood, type BundleStore, type StoredBundle } from './hotConfig';
import { readBundleFileMap } from './node';
import { generateSigningKeys, keyIdOf, signBundle, type Jwk, type PublicJwk } from './signature';
import { PRODUCTION_KEYS } from './trustedKeys';

/**
 * The version floor (issue 37, docs/hot-config.md "Releasing"): the release pipeline builds with
 * VITE_CONFIG_BUNDLE_VERSION=N and signs the build's own bundle with N. A hot bundle at or below
 * N, stored before the release or published after it, is refused; only one above N runs.
 */
const files: FileMap = readBundleFileMap();
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
/** A bundle of its own (not the built-in's hash): the app bar shown on /help too. */
const bar = 'policies/appDownloadBar.json';
const text = serializeBundle({ ...files, [bar]: JSON.parse(JSON.stringify(files[bar]).replace('"/login",', '"/login","/help",')) as unknown });

let key: { privateJwk: Jwk; publicJwk: PublicJwk };
beforeAll(async () => {
  key = await generateSigningKeys();
});

function storeWith(value?: StoredBundle): BundleStore & { value?: StoredBundle } {
  const store: BundleStore & { value?: StoredBundle } = {
    value,
    get: () => Promise.resolve(store.value),
    put: (v) => {
      store.value = v;
      return Promise.resolve();
    },
    clear: () => {
      store.value = undefined;
      return Promise.resolve();
    },
    getRejected: () => Promise.resolve(undefined),
    putRejected: () => Promise.resolve(),
  };
  return store;
}

async function storedAt(version: number): Promise<StoredBundle> {
  const signed = await signBundle(key.privateJwk, version, hash(text));
  return { sha256: signed.sha256, text, version, keyId: signed.keyId, signature: signed.signature, at: 1 };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the build version floor (VITE_CONFIG_BUNDLE_VERSION)', () => {
  it('is the build-time version when it is a positive integer, else 0', () => {
    vi.stubEnv('VITE_CONFIG_BUNDLE_VERSION', '7');
    expect(builtInVersion()).toBe(7);
    for (const value of ['', 'x', '-3', '2.5', '0', '1e400']) {
      vi.stubEnv('VITE_CONFIG_BUNDLE_VERSION', value);
      expect(builtInVersion(), value).toBe(0);
    }
  });

  it('a stored bundle at or below the floor gives way to the built-in config; one above it runs', async () => {
    for (const [version, source] of [
      [6, 'built-in'],
      [7, 'built-in'],
      [8, 'hot'],
    ] as const) {
      const last = await readLastGood(storeWith(await storedAt(version)), [key.publicJwk]);
      expect(last.kind, `version ${version}`).toBe('ok');
      const view = viewEngineFor(last, 7);
      expect(view.source, `version ${version}`).toBe(source);
      expect(view.version).toBe(source === 'hot' ? version : 7);
    }
  });

  it('a published bundle at or below the floor is refused without being downloaded; one above it is accepted', async () => {
    vi.stubEnv('VITE_CONFIG_BUNDLE_VERSION', '7');
    const view = viewEngineFor(await readLastGood(storeWith(), [key.publicJwk]), builtInVersion());
    expect(view).toMatchObject({ source: 'built-in', version: 7 });
    for (const version of [6, 7, 8]) {
      const signed = await signBundle(key.privateJwk, version, hash(text));
      const manifest = manifestFor(hash(text), signed);
      const fetched: string[] = [];
      const get = ((url: string) => {
        fetched.push(String(url));
        return Promise.resolve(String(url).endsWith('manifest.json') ? Response.json(manifest) : new Response(text));
      }) as typeof fetch;
      const store = storeWith();
      const outcome = await checkForNewBundle({ manifestUrl: 'https://exchange.example/config-bundle/manifest.json', current: view.sha256, currentVersion: view.version, fetch: get, store, keys: [key.publicJwk] });
      if (version <= 7) {
        expect(outcome, `version ${version}`).toEqual({ kind: 'rejected', reason: 'version', detail: `version ${version} is not newer than the bundle in force (version 7)`, sha256: hash(text) });
        expect(fetched, `version ${version}`).toEqual(['https://exchange.example/config-bundle/manifest.json']);
        expect(store.value).toBeUndefined();
      } else {
        expect(outcome).toEqual({ kind: 'accepted', sha256: hash(text), version: 8 });
      }
    }
  });

  it("production trusts the release pipeline's key (its private half is not in the repository)", async () => {
    expect(await Promise.all(PRODUCTION_KEYS.map(keyIdOf))).toEqual(['kbG4CMrg2Mk8vKGrgcULSrK6XkR-d0vxoeIPyHDsWkA']);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { checkForNewBundle, readLastGood, trustedKeys, type BundleStore, type StoredBundle } from './hotConfig';
import { precompiledChecker, sha256Hex } from './verify';
import { generateSigningKeys, keyIdOf, signBundle, type Jwk, type PublicJwk } from './signature';
import { manifestFor, serializeBundle, type ConfigManifest, type FileMap } from './files';
import { readBundleFileMap } from './node';
import { DEMO_KEY, PRODUCTION_KEYS } from './trustedKeys';
import { DEMO_SIGNING_KEY } from '../mocks/config-bundle/demoSigningKey';
import { checkRepo } from '../cli/check';

const builtIn = readBundleFileMap();

function memoryStore(initial?: StoredBundle): BundleStore & { value?: StoredBundle; rejected?: string[] } {
  const store: BundleStore & { value?: StoredBundle; rejected?: string[] } = {
    value: initial,
    get: () => Promise.resolve(store.value),
    put: (v) => {
      store.value = v;
      return Promise.resolve();
    },
    clear: () => {
      store.value = undefined;
      return Promise.resolve();
    },
    getRejected: () => Promise.resolve(store.rejected),
    putRejected: (keys) => {
      store.rejected = keys;
      return Promise.resolve();
    },
  };
  return store;
}

function edit(files: FileMap, id: string, change: (text: string) => string): FileMap {
  const path = `policies/${id}.json`;
  return { ...files, [path]: JSON.parse(change(JSON.stringify(files[path]))) as unknown };
}

const good = edit(builtIn, 'appDownloadBar', (t) => t.replace('"/login",', '"/login","/help",'));
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** The release pipeline's key in these tests, and another one nobody trusts. */
let key: { privateJwk: Jwk; publicJwk: PublicJwk; keyId: string };
let stranger: { privateJwk: Jwk; publicJwk: PublicJwk; keyId: string };
beforeAll(async () => {
  [key, stranger] = await Promise.all([generateSigningKeys(), generateSigningKeys()]);
});

/** The manifest naming `text` (or the hash `named`), signed with `version` by `signer` (none: unsigned). */
async function manifestOf(text: string, version = 2, signer: Jwk | null = key.privateJwk, named = hash(text)): Promise<ConfigManifest> {
  return signer ? manifestFor(named, await signBundle(signer, version, named)) : manifestFor(named);
}

/** A backend publishing `text` under `manifest`, recording what is fetched. */
function backend(text: string | null, manifest?: ConfigManifest, status = 200): typeof fetch & { fetched: string[] } {
  const fetched: string[] = [];
  const get = ((url: string) => {
    fetched.push(String(url));
    if (String(url).endsWith('manifest.json')) {
      if (text === null || !manifest) return Promise.resolve(new Response(null, { status }));
      return Promise.resolve(Response.json(manifest));
    }
    if (manifest && String(url).endsWith(manifest.bundle)) return Promise.resolve(new Response(text));
    return Promise.resolve(new Response(null, { status: 404 }));
  }) as typeof fetch & { fetched: string[] };
  get.fetched = fetched;
  return get;
}

const options = (get: typeof fetch, store = memoryStore(), currentVersion = 0) => ({
  manifestUrl: 'https://exchange.example/config-bundle/manifest.json',
  current: 'built-in',
  currentVersion,
  fetch: get,
  store,
  keys: [key.publicJwk],
});

/** What a good bundle looks like once accepted and stored. */
async function stored(text: string, version: number, signer = key.privateJwk): Promise<StoredBundle> {
  const m = await manifestOf(text, version, signer);
  return { sha256: m.sha256, text, version, keyId: m.keyId!, signature: m.signature!, at: 1 };
}

describe('hot config with last-good fallback', () => {
  it('the same text, and so the same hash, in Node and in the browser', async () => {
    const text = serializeBundle(builtIn);
    expect(await sha256Hex(text)).toBe(hash(text));
    expect(Object.keys(JSON.parse(text).files as object)).not.toContain('policies/CHANGES.json');
  });

  it('a good bundle is verified, checked and stored with its signature; it runs from the next page view', async () => {
    const text = serializeBundle(good);
    const store = memoryStore();
    const manifest = await manifestOf(text, 2);
    const outcome = await checkForNewBundle(options(backend(text, manifest), store));
    expect(outcome).toEqual({ kind: 'accepted', sha256: hash(text), version: 2 });
    expect(store.value).toMatchObject({ sha256: hash(text), version: 2, keyId: key.keyId, signature: manifest.signature });
    const last = await readLastGood(store, [key.publicJwk]);
    expect(last).toMatchObject({ kind: 'ok', sha256: hash(text), version: 2 });
    expect(last.kind === 'ok' && JSON.stringify(last.files['policies/appDownloadBar.json'])).toContain('"/help"');
    // Published again: already in force.
    expect(await checkForNewBundle({ ...options(backend(text, manifest), store, 2), current: hash(text) })).toEqual({ kind: 'current', sha256: hash(text) });
  });

  it('a tampered bundle (one byte changed) keeps the last good one, and is not downloaded again', async () => {
    const text = serializeBundle(good);
    const previous = await stored(serializeBundle(builtIn), 1);
    const store = memoryStore(previous);
    const get = backend(text.replace('"/help",', '"/helq",'), await manifestOf(text, 2));
    const outcome = await checkForNewBundle(options(get, store, 1));
    expect(outcome).toEqual({ kind: 'rejected', reason: 'hash', detail: `bundle-${hash(text)}.json hashes to ${hash(text.replace('"/help",', '"/helq",'))}`, sha256: hash(text) });
    expect(store.value).toBe(previous);
    expect(get.fetched).toHaveLength(2);
    // The next page view: the manifest only, nothing reported.
    expect(await checkForNewBundle(options(get, store, 1))).toEqual({ kind: 'known', sha256: hash(text) });
    expect(get.fetched).toHaveLength(3);
  });

  it('an edited, re-hashed bundle under a matching manifest is refused unless a trusted key signed it (never downloaded)', async () => {
    const text = serializeBundle(good);
    // Finding 5's bundle: the footer links to a phishing page.
    const evil = serializeBundle({ ...good, 'config/footer.json': JSON.parse(JSON.stringify(good['config/footer.json']).replace('"href":"/media-kit"', '"href":"//evil.example/phish"')) as unknown });
    expect(evil).toContain('//evil.example/phish');
    const cases: Array<[ConfigManifest, string]> = [
      [await manifestOf(evil, 3, null), 'the manifest: not signed'],
      [await manifestOf(evil, 3, stranger.privateJwk), `the manifest: signed by key ${stranger.keyId}, which this app does not trust`],
      // Signed by a stranger under the trusted key's id: a forged signature.
      [{ ...(await manifestOf(evil, 3, stranger.privateJwk)), keyId: key.keyId }, `the manifest: the signature of version 3 and sha256 ${hash(evil)} is not valid for key ${key.keyId}`],
      // The genuine signature of the good bundle, moved onto the edited one's hash.
      [{ ...(await manifestOf(text, 3)), bundle: `bundle-${hash(evil)}.json`, sha256: hash(evil) }, `the manifest: the signature of version 3 and sha256 ${hash(evil)} is not valid for key ${key.keyId}`],
      // A genuine signature of another version.
      [{ ...(await manifestOf(evil, 3)), version: 4 }, `the manifest: the signature of version 4 and sha256 ${hash(evil)} is not valid for key ${key.keyId}`],
      [{ ...(await manifestOf(evil, 3)), signature: 'AAAA' }, 'the manifest: the signature is not 64 bytes of base64url'],
    ];
    for (const [manifest, detail] of cases) {
      const store = memoryStore();
      const get = backend(evil, manifest);
      expect(await checkForNewBundle(options(get, store))).toEqual({ kind: 'rejected', reason: 'signature', detail, sha256: hash(evil) });
      expect(get.fetched).toEqual(['https://exchange.example/config-bundle/manifest.json']);
      expect(store.value).toBeUndefined();
      // The same manifest again: remembered, not reported again.
      expect(await checkForNewBundle(options(get, store))).toEqual({ kind: 'known', sha256: hash(evil) });
    }
  });

  it('an older or equal version is refused however well signed (a replay)', async () => {
    const text = serializeBundle(good);
    const store = memoryStore(await stored(serializeBundle(builtIn), 5));
    for (const version of [4, 5]) {
      const get = backend(text, await manifestOf(text, version));
      expect(await checkForNewBundle(options(get, store, 5))).toEqual({ kind: 'rejected', reason: 'version', detail: `version ${version} is not newer than the bundle in force (version 5)`, sha256: hash(text) });
      expect(get.fetched).toHaveLength(1);
    }
    // A newer version of the same bundle is another manifest: accepted.
    expect(await checkForNewBundle(options(backend(text, await manifestOf(text, 6)), store, 5))).toEqual({ kind: 'accepted', sha256: hash(text), version: 6 });
  });

  it('a release that trusts a new key looks again at a manifest its predecessor refused', async () => {
    const text = serializeBundle(good);
    const store = memoryStore();
    const get = backend(text, await manifestOf(text, 2, stranger.privateJwk));
    expect(await checkForNewBundle(options(get, store))).toMatchObject({ kind: 'rejected', reason: 'signature' });
    expect(await checkForNewBundle({ ...options(get, store), keys: [key.publicJwk, stranger.publicJwk] })).toEqual({ kind: 'accepted', sha256: hash(text), version: 2 });
  });

  it('a typo in a key is rejected with the file and pointer policy check gives, and remembered', async () => {
    const text = serializeBundle(edit(good, 'appDownloadBar', (t) => t.replace('"rule":', '"rul":')));
    const store = memoryStore();
    const get = backend(text, await manifestOf(text));
    const outcome = await checkForNewBundle(options(get, store));
    expect(outcome).toMatchObject({ kind: 'rejected', reason: 'checks' });
    expect(outcome.kind === 'rejected' && outcome.detail).toMatch(/policies\/appDownloadBar\.json \/rul: unknown property "rul" \(did you mean "rule"\?\)/);
    expect(store.value).toBeUndefined();
    expect(store.rejected).toEqual([hash(text)]);
    // Not downloaded again, even under a newer signed version (the same bytes fail the same way).
    const again = backend(text, await manifestOf(text, 3));
    expect(await checkForNewBundle(options(again, store))).toEqual({ kind: 'known', sha256: hash(text) });
    expect(again.fetched).toEqual(['https://exchange.example/config-bundle/manifest.json']);
  });

  it('an unknown operator is rejected by the engine checks', async () => {
    const text = serializeBundle(edit(good, 'appDownloadBar', (t) => t.replace('{"<=":', '{"atMost":')));
    const outcome = await checkForNewBundle(options(backend(text, await manifestOf(text))));
    expect(outcome).toMatchObject({ kind: 'rejected', reason: 'checks' });
    expect(outcome.kind === 'rejected' && outcome.detail).toContain('policies/appDownloadBar.json /rule/all/0/when/atMost: unknown operator "atMost"');
  });

  it('an unknown fact path is rejected too', async () => {
    const text = serializeBundle(edit(good, 'appDownloadBar', (t) => t.replace('"viewport.width"', '"viewport.widht"')));
    const outcome = await checkForNewBundle(options(backend(text, await manifestOf(text))));
    expect(outcome.kind === 'rejected' && outcome.detail).toMatch(/unknown fact path "viewport.widht" \(did you mean "viewport.width"\?\)/);
  });

  it('unreachable, nothing published, or a manifest naming no hashed bundle', async () => {
    const down = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await checkForNewBundle(options(down))).toEqual({ kind: 'rejected', reason: 'unreachable', detail: 'manifest: Failed to fetch' });
    expect(await checkForNewBundle(options(backend(null, undefined, 503)))).toEqual({ kind: 'rejected', reason: 'unreachable', detail: 'manifest answered 503' });
    expect(await checkForNewBundle(options(backend(null, undefined, 404)))).toEqual({ kind: 'none' });
    const odd = (() => Promise.resolve(Response.json({ format: 1, bundle: 'https://evil.example/x.json', sha256: 'x' }))) as typeof fetch;
    expect(await checkForNewBundle(options(odd))).toMatchObject({ kind: 'rejected', reason: 'manifest' });
  });

  it('a manifest over 64 KB or nesting deep is refused unread, and nothing is downloaded (issue 37)', async () => {
    for (const body of [`{"format":1,"pad":"${'x'.repeat(10_000_000)}"}`, `{"format":1,"deep":${'['.repeat(10_000)}${']'.repeat(10_000)}}`]) {
      const fetched: string[] = [];
      const get = ((url: string) => {
        fetched.push(String(url));
        return Promise.resolve(new Response(body));
      }) as typeof fetch;
      const outcome = await checkForNewBundle(options(get));
      expect(outcome).toEqual({ kind: 'rejected', reason: 'unreachable', detail: 'manifest: over the limit of 65536 characters or 4 levels' });
      expect(fetched).toHaveLength(1);
    }
  });

  it('where nothing can be stored, a new bundle is not even downloaded', async () => {
    const text = serializeBundle(good);
    const get = backend(text, await manifestOf(text));
    const blocked: BundleStore = {
      get: () => Promise.reject(new Error('IndexedDB is blocked')),
      put: () => Promise.resolve(),
      clear: () => Promise.resolve(),
      getRejected: () => Promise.reject(new Error('IndexedDB is blocked')),
      putRejected: () => Promise.resolve(),
    };
    expect(await checkForNewBundle(options(get, blocked as never))).toEqual({ kind: 'rejected', reason: 'storage', detail: 'no storage for it: IndexedDB is blocked', sha256: hash(text) });
    expect(get.fetched).toEqual(['https://exchange.example/config-bundle/manifest.json']);
  });

  it('a page being left starts no request for the bundle once its signal is aborted', async () => {
    const sent: string[] = [];
    const text = serializeBundle(good);
    const leaving = new AbortController();
    const published = backend(text, await manifestOf(text));
    // As fetch does: an aborted signal rejects before anything is sent.
    const get = ((url: string, init?: RequestInit) => {
      if (init?.signal?.aborted) return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      sent.push(String(url));
      // The visitor leaves while the manifest is on its way.
      if (String(url).endsWith('manifest.json')) leaving.abort();
      return published(url);
    }) as typeof fetch;
    const store = memoryStore();
    const outcome = await checkForNewBundle({ ...options(get, store), signal: leaving.signal });
    expect(outcome).toMatchObject({ kind: 'rejected', reason: 'unreachable' });
    expect(sent).toEqual(['https://exchange.example/config-bundle/manifest.json']);
    expect(store.value).toBeUndefined();
  });

  it('a stored bundle is checked again at boot: tampered, planted with a hash beside it, or forged is refused and removed', async () => {
    const text = serializeBundle(good);
    const genuine = await stored(text, 2);
    const keys = [key.publicJwk];
    expect(await readLastGood(memoryStore(genuine), keys)).toMatchObject({ kind: 'ok', version: 2 });
    const evil = text.replace('"/help",', '"/helq",');
    const cases: Array<[unknown, string]> = [
      // Today's planting: a text and its hash, nothing more.
      [{ sha256: hash(evil), text: evil, at: 1 }, `the stored bundle ${hash(evil).slice(0, 12)} is refused: not signed`],
      [{ ...genuine, text: evil }, `the stored bundle ${hash(text).slice(0, 12)} is refused: its text hashes to ${hash(evil)}`],
      [{ ...genuine, sha256: hash(evil), text: evil }, `the stored bundle ${hash(evil).slice(0, 12)} is refused: the signature of version 2 and sha256 ${hash(evil)} is not valid for key ${key.keyId}`],
      [{ ...genuine, version: 99 }, `the stored bundle ${hash(text).slice(0, 12)} is refused: the signature of version 99 and sha256 ${hash(text)} is not valid for key ${key.keyId}`],
      [await stored(evil, 2, stranger.privateJwk), `the stored bundle ${hash(evil).slice(0, 12)} is refused: signed by key ${stranger.keyId}, which this app does not trust`],
      [{ sha256: 'nonsense', text: '{', at: 1 }, 'the stored bundle nonsense is refused: its text hashes to ' + hash('{')],
      ['garbage', 'the stored bundle (no sha256) is refused: not a stored bundle'],
    ];
    for (const [value, detail] of cases) {
      const store = memoryStore(value as StoredBundle);
      expect(await readLastGood(store, keys)).toEqual({ kind: 'refused', detail });
      expect(store.value).toBeUndefined();
    }
    expect(await readLastGood(memoryStore(), keys)).toEqual({ kind: 'none' });
  });

  it('demo builds trust the demo key, whose private half is the mocks fixture; production keys never include it', async () => {
    expect(trustedKeys()).toContainEqual(DEMO_KEY);
    expect(PRODUCTION_KEYS).not.toContainEqual(DEMO_KEY);
    const signed = await signBundle(DEMO_SIGNING_KEY, 1, hash('x'));
    expect(signed.keyId).toBe(await keyIdOf(DEMO_KEY));
    const text = serializeBundle(good);
    const store = memoryStore();
    const manifest = manifestFor(hash(text), await signBundle(DEMO_SIGNING_KEY, 2, hash(text)));
    expect(await checkForNewBundle({ ...options(backend(text, manifest), store), keys: trustedKeys() })).toMatchObject({ kind: 'accepted' });
    expect(await checkForNewBundle({ ...options(backend(text, manifest), memoryStore()), keys: PRODUCTION_KEYS })).toMatchObject({ kind: 'rejected', reason: 'signature' });
  });

  it('the precompiled validators reject what policy check rejects, with the same lines', async () => {
    expect(await precompiledChecker(builtIn)).toEqual([]);
    expect(checkRepo().errors).toEqual([]);
    const broken = edit(builtIn, 'kycBar', (t) => t.replace('"kind":"boolean"', '"kind":"bool"'));
    const errors = await precompiledChecker(broken);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.file).toBe('policies/kycBar.json');
  });
});

import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { checkForNewBundle, precompiledChecker, readLastGood, sha256Hex, type BundleStore, type StoredBundle } from './hotConfig';
import { manifestFor, serializeBundle, type FileMap } from './files';
import { readBundleFileMap } from './node';
import { checkRepo } from '../cli/check';

const builtIn = readBundleFileMap();

function memoryStore(initial?: StoredBundle): BundleStore & { value?: StoredBundle } {
  const store: BundleStore & { value?: StoredBundle } = {
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
  };
  return store;
}

function edit(files: FileMap, id: string, change: (text: string) => string): FileMap {
  const path = `policies/${id}.json`;
  return { ...files, [path]: JSON.parse(change(JSON.stringify(files[path]))) as unknown };
}

const good = edit(builtIn, 'appDownloadBar', (t) => t.replace('"/login",', '"/login","/help",'));
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** A backend publishing `text` under the manifest for `named` (its own hash unless tampered with). */
function backend(text: string | null, named = text === null ? '' : hash(text), status = 200): typeof fetch {
  return ((url: string) => {
    if (String(url).endsWith('manifest.json')) {
      if (text === null) return Promise.resolve(new Response(null, { status }));
      return Promise.resolve(Response.json(manifestFor(named)));
    }
    if (String(url).endsWith(`bundle-${named}.json`)) return Promise.resolve(new Response(text));
    return Promise.resolve(new Response(null, { status: 404 }));
  }) as typeof fetch;
}

const options = (get: typeof fetch, store = memoryStore()) => ({ manifestUrl: 'https://exchange.example/config-bundle/manifest.json', current: 'built-in', fetch: get, store });

describe('hot config with last-good fallback', () => {
  it('the same text, and so the same hash, in Node and in the browser', async () => {
    const text = serializeBundle(builtIn);
    expect(await sha256Hex(text)).toBe(hash(text));
    expect(Object.keys(JSON.parse(text).files as object)).not.toContain('policies/CHANGES.json');
  });

  it('a good bundle is verified, checked and stored; it runs from the next page view', async () => {
    const text = serializeBundle(good);
    const store = memoryStore();
    const outcome = await checkForNewBundle(options(backend(text), store));
    expect(outcome).toEqual({ kind: 'accepted', sha256: hash(text) });
    const stored = await readLastGood(store);
    expect(stored?.sha256).toBe(hash(text));
    expect(JSON.stringify(stored?.files['policies/appDownloadBar.json'])).toContain('"/help"');
    // Published again: already in force.
    expect(await checkForNewBundle({ ...options(backend(text), store), current: hash(text) })).toEqual({ kind: 'current', sha256: hash(text) });
  });

  it('a tampered bundle (one byte changed) keeps the last good one', async () => {
    const text = serializeBundle(good);
    const previous: StoredBundle = { sha256: hash(serializeBundle(builtIn)), text: serializeBundle(builtIn), at: 1 };
    const store = memoryStore(previous);
    const outcome = await checkForNewBundle(options(backend(text.replace('"/help",', '"/helq",'), hash(text)), store));
    expect(outcome).toMatchObject({ kind: 'rejected', reason: 'hash', sha256: hash(text) });
    expect(store.value).toBe(previous);
  });

  it('a typo in a key is rejected with the file and pointer policy check gives', async () => {
    const text = serializeBundle(edit(good, 'appDownloadBar', (t) => t.replace('"rule":', '"rul":')));
    const store = memoryStore();
    const outcome = await checkForNewBundle(options(backend(text), store));
    expect(outcome).toMatchObject({ kind: 'rejected', reason: 'checks' });
    expect(outcome.kind === 'rejected' && outcome.detail).toMatch(/policies\/appDownloadBar\.json \/rul: unknown property "rul" \(did you mean "rule"\?\)/);
    expect(store.value).toBeUndefined();
  });

  it('an unknown operator is rejected by the engine checks', async () => {
    const text = serializeBundle(edit(good, 'appDownloadBar', (t) => t.replace('{"<=":', '{"atMost":')));
    const outcome = await checkForNewBundle(options(backend(text)));
    expect(outcome).toMatchObject({ kind: 'rejected', reason: 'checks' });
    expect(outcome.kind === 'rejected' && outcome.detail).toContain('policies/appDownloadBar.json /rule/all/0/when/atMost: unknown operator "atMost"');
  });

  it('an unknown fact path is rejected too', async () => {
    const text = serializeBundle(edit(good, 'appDownloadBar', (t) => t.replace('"viewport.width"', '"viewport.widht"')));
    const outcome = await checkForNewBundle(options(backend(text)));
    expect(outcome.kind === 'rejected' && outcome.detail).toMatch(/unknown fact path "viewport.widht" \(did you mean "viewport.width"\?\)/);
  });

  it('unreachable, nothing published, or a manifest naming no hashed bundle', async () => {
    const down = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await checkForNewBundle(options(down))).toEqual({ kind: 'rejected', reason: 'unreachable', detail: 'manifest: Failed to fetch' });
    expect(await checkForNewBundle(options(backend(null, '', 503)))).toEqual({ kind: 'rejected', reason: 'unreachable', detail: 'manifest answered 503' });
    expect(await checkForNewBundle(options(backend(null, '', 404)))).toEqual({ kind: 'none' });
    const odd = (() => Promise.resolve(Response.json({ format: 1, bundle: 'https://evil.example/x.json', sha256: 'x' }))) as typeof fetch;
    expect(await checkForNewBundle(options(odd))).toMatchObject({ kind: 'rejected', reason: 'manifest' });
  });

  it('where nothing can be stored, a new bundle is not even downloaded', async () => {
    const fetched: string[] = [];
    const text = serializeBundle(good);
    const get = ((url: string) => {
      fetched.push(String(url));
      return backend(text)(url);
    }) as typeof fetch;
    const blocked: BundleStore = { get: () => Promise.reject(new Error('IndexedDB is blocked')), put: () => Promise.resolve(), clear: () => Promise.resolve() };
    expect(await checkForNewBundle(options(get, blocked as never))).toEqual({ kind: 'rejected', reason: 'storage', detail: 'no storage for it: IndexedDB is blocked', sha256: hash(text) });
    expect(fetched).toEqual(['https://exchange.example/config-bundle/manifest.json']);
  });

  it('a page being left starts no request for the bundle once its signal is aborted', async () => {
    const sent: string[] = [];
    const text = serializeBundle(good);
    const leaving = new AbortController();
    // As fetch does: an aborted signal rejects before anything is sent.
    const get = ((url: string, init?: RequestInit) => {
      if (init?.signal?.aborted) return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      sent.push(String(url));
      // The visitor leaves while the manifest is on its way.
      if (String(url).endsWith('manifest.json')) leaving.abort();
      return backend(text)(url);
    }) as typeof fetch;
    const store = memoryStore();
    const outcome = await checkForNewBundle({ ...options(get, store), signal: leaving.signal });
    expect(outcome).toMatchObject({ kind: 'rejected', reason: 'unreachable' });
    expect(sent).toEqual(['https://exchange.example/config-bundle/manifest.json']);
    expect(store.value).toBeUndefined();
  });

  it('a stored bundle whose bytes no longer match its hash is treated as absent', async () => {
    const text = serializeBundle(good);
    expect(await readLastGood(memoryStore({ sha256: hash(text), text: text.replace('"/help",', '"/helq",'), at: 1 }))).toBeNull();
    expect(await readLastGood(memoryStore({ sha256: 'nonsense', text: '{', at: 1 } as StoredBundle))).toBeNull();
    expect(await readLastGood(memoryStore())).toBeNull();
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

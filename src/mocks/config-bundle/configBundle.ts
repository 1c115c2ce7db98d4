/**
 * The hot config bundles the demo's backend can publish (issue 16, part 4; signed since issue
 * 37), chosen with `?config=` or the developer panel. Each is built from the bundle the build
 * carries, and signed with the demo's key (./demoSigningKey.ts; demo builds trust its public half):
 *
 * - good: version 2, the app-download bar also hidden on /help (the change of the issue's story);
 * - tampered: version 3, a bundle hiding the bar on /fee too, its manifest naming its hash and
 *   signed, but one byte of the bundle served differs;
 * - invalidKey: version 3, a policy file with a misspelt key ("rul" for "rule"), signed;
 * - unknownOperator: version 3, a policy using an operator the engine does not have ("atMost"), signed;
 * - unsigned: version 3, the good bundle edited (the bar hidden on /fee too) and re-hashed, its
 *   manifest naming the new hash but carrying no signature (finding 5's attack);
 * - badSignature: the same, its manifest signed by another key that claims the demo key's id;
 * - replayed: version 1, an older bundle (the bar hidden on /fee instead), validly signed: refused
 *   once version 2 (good) is in force;
 * - unreachable: the manifest cannot be fetched (a network error);
 * - none: the manifest names the bundle the build carries, unsigned (what a deployment publishes
 *   until compliance staff ship a change; see vite.config.ts, configBundleFiles).
 */
import { manifestFor, serializeBundle, type ConfigManifest, type FileMap } from '../../bundle/files';
import { signBundle } from '../../bundle/signature';
import { DEMO_SIGNING_KEY } from './demoSigningKey';
import type { ConfigBundleMode } from '../state';

export const CONFIG_BUNDLE_PATH = '/config-bundle/';

type Json = Record<string, unknown>;

function editPolicy(files: FileMap, id: string, edit: (text: string) => string): FileMap {
  const path = `policies/${id}.json`;
  return { ...files, [path]: JSON.parse(edit(JSON.stringify(files[path]))) as Json };
}

type Published = { manifest: ConfigManifest; text: string } | null;
const published = new Map<ConfigBundleMode, Promise<Published>>();

/** The bundle's text as served, and the manifest naming it (built once per mode: the manifest and the bundle requests share it). */
export function publishedBundle(mode: ConfigBundleMode): Promise<Published> {
  let bundle = published.get(mode);
  if (!bundle) {
    bundle = build(mode);
    published.set(mode, bundle);
  }
  return bundle;
}

/** Signed by a key of its own, under the demo key's id: a forged signature. */
async function forged(version: number, sha256: string): Promise<ConfigManifest> {
  const other = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
  const signed = await signBundle(await crypto.subtle.exportKey('jwk', other.privateKey), version, sha256);
  const genuine = await signBundle(DEMO_SIGNING_KEY, version, sha256);
  return manifestFor(sha256, { ...signed, keyId: genuine.keyId });
}

async function build(mode: ConfigBundleMode): Promise<Published> {
  if (mode === 'unreachable') return null;
  const [{ builtInFiles }, { sha256Hex }] = await Promise.all([import('../../bundle/browser'), import('../../bundle/verify')]);
  const good = editPolicy(builtInFiles, 'appDownloadBar', (text) => text.replace('"/login",', '"/login","/help",'));
  const onFee = (files: FileMap) => editPolicy(files, 'appDownloadBar', (text) => text.replace('"/login",', '"/login","/fee",'));
  const variants: Record<Exclude<ConfigBundleMode, 'unreachable'>, { files: FileMap; version: number }> = {
    none: { files: builtInFiles, version: 0 },
    good: { files: good, version: 2 },
    tampered: { files: onFee(good), version: 3 },
    invalidKey: { files: editPolicy(good, 'appDownloadBar', (text) => text.replace('"rule":', '"rul":')), version: 3 },
    unknownOperator: { files: editPolicy(good, 'appDownloadBar', (text) => text.replace('{"<=":', '{"atMost":')), version: 3 },
    unsigned: { files: onFee(good), version: 3 },
    badSignature: { files: onFee(good), version: 3 },
    replayed: { files: onFee(builtInFiles), version: 1 },
  };
  const { files, version } = variants[mode];
  const text = serializeBundle(files);
  const sha256 = await sha256Hex(text);
  let manifest: ConfigManifest;
  if (mode === 'none' || mode === 'unsigned') manifest = manifestFor(sha256);
  else if (mode === 'badSignature') manifest = await forged(version, sha256);
  else manifest = manifestFor(sha256, await signBundle(DEMO_SIGNING_KEY, version, sha256));
  // One byte changed after hashing and signing: "/help" becomes "/helq".
  return { manifest, text: mode === 'tampered' ? text.replace('"/help",', '"/helq",') : text };
}

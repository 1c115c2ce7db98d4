/**
 * The hot config bundles the demo's backend can publish (issue 16, part 4), chosen with
 * `?config=` or the developer panel. Each is built from the bundle the build carries:
 *
 * - good: the app-download bar is also hidden on /help (the change of the story);
 * - tampered: a bundle hiding the bar on /fee too, its manifest naming its hash, but one byte of
 *   the bundle served differs;
 * - invalidKey: a policy file with a misspelt key ("rul" for "rule"), correctly hashed;
 * - unknownOperator: a policy using an operator the engine does not have ("atMost"), correctly hashed;
 * - unreachable: the manifest cannot be fetched (a network error);
 * - none: the manifest names the bundle the build carries (what a deployment publishes until
 *   compliance staff ship a change; see vite.config.ts, configBundleFiles).
 */
import { manifestFor, serializeBundle, type ConfigManifest, type FileMap } from '../bundle/files';
import type { ConfigBundleMode } from './state';

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

async function build(mode: ConfigBundleMode): Promise<Published> {
  if (mode === 'unreachable') return null;
  const [{ builtInFiles }, { sha256Hex }] = await Promise.all([import('../bundle/browser'), import('../bundle/hotConfig')]);
  const good = editPolicy(builtInFiles, 'appDownloadBar', (text) => text.replace('"/login",', '"/login","/help",'));
  const variants: Record<Exclude<ConfigBundleMode, 'unreachable'>, () => FileMap> = {
    none: () => builtInFiles,
    good: () => good,
    tampered: () => editPolicy(good, 'appDownloadBar', (text) => text.replace('"/login",', '"/login","/fee",')),
    invalidKey: () => editPolicy(good, 'appDownloadBar', (text) => text.replace('"rule":', '"rul":')),
    unknownOperator: () => editPolicy(good, 'appDownloadBar', (text) => text.replace('{"<=":', '{"atMost":')),
  };
  const files = variants[mode]();
  const text = serializeBundle(files);
  const manifest = manifestFor(await sha256Hex(text));
  // One byte changed after hashing: "/help" becomes "/helq".
  return { manifest, text: mode === 'tampered' ? text.replace('"/help",', '"/helq",') : text };
}

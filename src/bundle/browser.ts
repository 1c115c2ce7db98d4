/**
 * The policy bundle in the browser: every config and policy file, inlined at build time by
 * Vite's import.meta.glob (validated beforehand by `policy check`, so no Ajv ships), and the
 * engine built from it once. With hot config (./hotConfig.ts), the page runs the last good
 * bundle published since the build, when there is one: `engineForThisView`.
 */
import { createEngineFromFiles, type Engine } from '../engine';
import type { Site } from '../engine/bundle';
import type { FactsPlan } from '../engine/factsPlan';
import { bundleFilesFrom, type FileMap } from './files';
import type { LastGood } from './hotConfig';
import factsPlan from '../generated/factsPlan.json';
import common from '../../schemas/common.schema.json';
import builtInSha256 from 'virtual:config-bundle-hash';

// policies/CHANGES.json is for reviewers of `policy diff`, never for the app. The `?bundle`
// query makes these modules of their own: without it the site configs, which boot also loads one
// at a time (src/site/sites.ts), stayed twelve chunks and the engine fetched them in twelve
// requests; with it they are inlined in the engine's chunk, one gzip stream.
const modules = import.meta.glob<unknown>(['../../config/**/*.json', '../../policies/*.json', '!../../policies/CHANGES.json'], {
  eager: true,
  import: 'default',
  query: '?bundle',
});

/** The bundle the build carries, by repository path. */
export const builtInFiles: FileMap = {};
for (const [path, json] of Object.entries(modules)) builtInFiles[path.replace(/^(\.\.\/)+/, '')] = json;

export const engineFrom = (files: FileMap): Engine => createEngineFromFiles(bundleFilesFrom(files, factsPlan as FactsPlan, common.$defs.localeCode.enum));

/** The engine of the bundle the build carries. */
export const engine: Engine = engineFrom(builtInFiles);

export const sites: readonly Site[] = engine.bundle.sites;

export interface ViewEngine {
  engine: Engine;
  /** The SHA-256 of the bundle it runs. */
  sha256: string;
  /** Its version: a hot bundle's signed one; the built-in bundle's VITE_CONFIG_BUNDLE_VERSION (0 when unset). */
  version: number;
  source: 'built-in' | 'hot';
  /** Why a stored bundle could not run (the built-in one runs instead). */
  problem?: string;
}

/**
 * The version of the bundle the build carries: the release pipeline builds with
 * VITE_CONFIG_BUNDLE_VERSION set to the version it signs the build's own bundle with
 * (docs/hot-config.md). A stored hot bundle at or below it is older than this release's config and
 * no longer runs; a new one must be above it. 0 (any signed bundle is newer) when unset.
 */
export const builtInVersion = (): number => {
  const value = Number(import.meta.env.VITE_CONFIG_BUNDLE_VERSION ?? 0);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
};

/**
 * What runs for a page view, from what the store holds (./hotConfig.ts readLastGood) and the
 * build's own version (the floor): a stored bundle at or below the floor gives way to the
 * built-in one, as does one refused or absent.
 */
export function viewEngineFor(stored: LastGood, floor: number): ViewEngine {
  const builtIn = (problem?: string): ViewEngine => ({ engine, sha256: builtInSha256, version: floor, source: 'built-in', ...(problem ? { problem } : {}) });
  if (stored.kind === 'none') return builtIn();
  if (stored.kind === 'refused') return builtIn(stored.detail);
  // Published before this release, whose own config is newer.
  if (stored.version <= floor) return builtIn();
  try {
    return { engine: engineFrom(stored.files), sha256: stored.sha256, version: stored.version, source: 'hot' };
  } catch (error) {
    return builtIn(`the stored bundle ${stored.sha256.slice(0, 12)} did not assemble: ${error instanceof Error ? error.message : String(error)}`);
  }
}

let forThisView: Promise<ViewEngine> | null = null;

/**
 * The engine for this page view: the stored last good bundle if there is one whose hash and
 * signature hold (checked again here, issue 37), else the built-in.
 */
export function engineForThisView(): Promise<ViewEngine> {
  forThisView ??= (async () => {
    const { readLastGood } = await import('./hotConfig');
    // The built-in bundle is known by the hash of the text the build publishes (its policies
    // here carry less prose, and decide the same).
    return viewEngineFor(await readLastGood(), builtInVersion());
  })();
  return forThisView;
}

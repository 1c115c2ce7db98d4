/**
 * What a published config bundle must pass before anything runs it (issue 16, and issue 37's
 * signed bundles), as pure steps shared by the browser (./hotConfig.ts) and `policy verify`: the
 * manifest's shape, its signature by a trusted key and a version above the one in force, then the
 * bundle's bytes against the signed hash, its JSON, and the checks of `policy check`.
 */
import { BUNDLE_NAME, CHANGES_FILE, type ConfigBundle, type ConfigManifest, type FileMap } from './files';
import { signatureProblem, type PublicJwk } from './signature';
import type { CheckError } from '../engine/check/errors';

export type RejectReason = 'manifest' | 'signature' | 'version' | 'hash' | 'json' | 'checks';

export interface Rejection {
  reason: RejectReason;
  detail: string;
}

export async function sha256Hex(text: string | ArrayBuffer): Promise<string> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : new Uint8Array(text);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A manifest from the network: format 1, naming `bundle-<sha256>.json` with that sha256. */
export function manifestShapeProblem(manifest: unknown): Rejection | null {
  const m = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as Partial<ConfigManifest>;
  const named = typeof m.bundle === 'string' ? BUNDLE_NAME.exec(m.bundle) : null;
  if (m.format !== 1 || !named || m.sha256 !== named[1]) {
    return { reason: 'manifest', detail: 'the manifest does not name a bundle-<sha256>.json with its sha256' };
  }
  return null;
}

/**
 * The manifest is signed by a trusted key (over its version and hash), and its version is above
 * `floor`, the version of the bundle in force. The signature first: a forged manifest is refused
 * as forged, whatever version it claims.
 */
export async function manifestTrustProblem(manifest: ConfigManifest, keys: readonly PublicJwk[], floor: number): Promise<Rejection | null> {
  const problem = await signatureProblem(manifest, keys);
  if (problem) return { reason: 'signature', detail: `the manifest: ${problem}` };
  const version = manifest.version!;
  if (version <= floor) return { reason: 'version', detail: `version ${version} is not newer than the bundle in force (version ${floor})` };
  return null;
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

const describe = (errors: CheckError[]): string =>
  `${errors.length} error${errors.length === 1 ? '' : 's'}: ${errors
    .slice(0, 3)
    .map((e) => `${e.file} ${e.pointer || '/'}: ${e.message}`)
    .join('; ')}`;

/** The bundle's bytes hash to the (signed) sha256, parse as a bundle and pass the checks. */
export async function contentProblem(bytes: ArrayBuffer, manifest: ConfigManifest, checker: BundleChecker = precompiledChecker): Promise<Rejection | { text: string; files: FileMap }> {
  const actual = await sha256Hex(bytes);
  if (actual !== manifest.sha256) return { reason: 'hash', detail: `${manifest.bundle} hashes to ${actual}` };
  const text = new TextDecoder().decode(bytes);
  let bundle: Partial<ConfigBundle>;
  try {
    bundle = JSON.parse(text) as Partial<ConfigBundle>;
  } catch (error) {
    return { reason: 'json', detail: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (bundle.format !== 1 || !bundle.files || typeof bundle.files !== 'object' || Array.isArray(bundle.files)) {
    return { reason: 'json', detail: 'not a config bundle: {"format": 1, "files": {...}} expected' };
  }
  let errors: CheckError[];
  try {
    errors = await checker(bundle.files);
  } catch (error) {
    errors = [{ file: 'bundle', pointer: '', message: error instanceof Error ? error.message : String(error) }];
  }
  if (errors.length > 0) return { reason: 'checks', detail: describe(errors) };
  return { text, files: bundle.files };
}

/**
 * Maps repository-relative file paths ("config/sites/main.json", "policies/kycBar.json", …) to
 * their parsed JSON, and sorts them into the engine's BundleFiles. Shared by the browser loader
 * (Vite's import.meta.glob) and the Node loader (fs), so both see exactly the same bundle.
 */
import type { BundleFiles, NavFile, TabChannel, ComplianceFeatures, NativeGates, NavListName } from '../engine/bundle';
import type { Policy, Conditions, Site } from '../engine/bundle';
import type { FactsPlan } from '../engine/factsPlan';

export type FileMap = Record<string, unknown>;

const NAV_FILES: Record<NavListName, string> = {
  footer: 'config/footer.json',
  notFoundLinks: 'config/not-found-links.json',
  depositDrawer: 'config/deposit-drawer.json',
  rewardsTabs: 'config/rewards-tabs.json',
};

/**
 * Files under policies/ that are no policy: the shared conditions (their own role) and the
 * reviewed list of acknowledged `policy diff` changes, which the app never loads.
 */
export const CONDITIONS_FILE = 'policies/conditions.json';
export const CHANGES_FILE = 'policies/CHANGES.json';

/** A policy file: policies/<id>.json, neither the conditions nor the reviewed changes. */
export const isPolicyFile = (path: string): boolean => /^policies\/[^/]+\.json$/.test(path) && path !== CONDITIONS_FILE && path !== CHANGES_FILE;

function need<T>(files: FileMap, path: string): T {
  const value = files[path];
  if (value === undefined) throw new Error(`${path}: file missing`);
  return value as T;
}

export function bundleFilesFrom(files: FileMap, factsPlan: FactsPlan, locales: string[]): BundleFiles {
  const sites: Site[] = [];
  const policies: Policy[] = [];
  for (const [path, json] of Object.entries(files)) {
    if (/^config\/sites\/[^/]+\.json$/.test(path)) sites.push(json as Site);
    else if (isPolicyFile(path)) policies.push(json as Policy);
  }
  const nav = {} as Record<NavListName, NavFile>;
  for (const [name, path] of Object.entries(NAV_FILES) as Array<[NavListName, string]>) nav[name] = need<NavFile>(files, path);
  return {
    sites,
    nav,
    rewardsChannels: need<{ channels?: TabChannel[] }>(files, NAV_FILES.rewardsTabs).channels ?? [],
    complianceFeatures: need<{ features: ComplianceFeatures }>(files, 'config/compliance-features.json').features,
    nativeGates: need<{ gates: NativeGates }>(files, 'config/native-gates.json').gates,
    conditions: need<Conditions>(files, CONDITIONS_FILE),
    policies,
    locales,
    factsPlan,
  };
}

/**
 * A config bundle as published for hot config (issue 16): every file of config/ and policies/
 * (not the reviewed CHANGES.json) by path, keys sorted, as one JSON text. The same text in Node
 * (`policy bundle`) and in the browser (the built-in bundle's hash), so its SHA-256 names it.
 */
export interface ConfigBundle {
  format: 1;
  files: FileMap;
}

export function serializeBundle(files: FileMap): string {
  const sorted: FileMap = {};
  for (const path of Object.keys(files).sort()) if (path !== CHANGES_FILE) sorted[path] = files[path];
  return JSON.stringify({ format: 1, files: sorted } satisfies ConfigBundle);
}

/**
 * The manifest at the URL the build names: which bundle is current, by its hash, and (issue 37)
 * its version and signature (./signature.ts). The build publishes its own bundle with a manifest
 * without them: it names the bundle the build already runs, so nothing is fetched.
 */
export interface ConfigManifest {
  format: 1;
  /** `bundle-<sha256>.json`, beside the manifest. */
  bundle: string;
  sha256: string;
  /** Greater than the version of every bundle published before. */
  version?: number;
  /** The thumbprint of the signing key (RFC 7638). */
  keyId?: string;
  /** ECDSA P-256 over `exchange-config-bundle/1\n<version>\n<sha256>`, base64url. */
  signature?: string;
}

export const BUNDLE_NAME = /^bundle-([0-9a-f]{64})\.json$/;

export const manifestFor = (sha256: string, signed?: { version: number; keyId: string; signature: string }): ConfigManifest => ({
  format: 1,
  bundle: `bundle-${sha256}.json`,
  sha256,
  ...(signed ? { version: signed.version, keyId: signed.keyId, signature: signed.signature } : {}),
});

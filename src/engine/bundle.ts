/**
 * The policy bundle: every config and policy file, assembled into one frozen object the engine
 * reads. Assembly is pure; loading the files is the caller's job (src/bundle/browser.ts with
 * Vite's import.meta.glob, src/bundle/node.ts with fs). Validation happens before, in
 * `policy check` (src/cli/check), which the build and CI run.
 */
import type { Policy } from '../generated/types/policy';
import type { SharedConditions as Conditions } from '../generated/types/conditions';
import type { Site } from '../generated/types/site';
import type { FactsPlan } from './factsPlan';

export type { Policy, Conditions, Site };

interface NavItem {
  id: string;
  label: string;
  href?: string;
  docsKey?: string;
  group?: string;
  menuCode?: string;
  condition?: string;
  column?: string;
}

export interface NavFile {
  sites: Record<string, NavItem[] | undefined>;
  default?: NavItem[];
}

export interface TabChannel {
  from: string;
  to: string;
  ch: string;
}

export type ComplianceFeatures = Record<string, { paths: string[]; label?: string } | undefined>;
export interface NativeGate {
  android?: number;
  ios?: number;
}
export type NativeGates = Record<string, NativeGate | undefined>;

export const NAV_LISTS = ['footer', 'notFoundLinks', 'depositDrawer', 'rewardsTabs'] as const;
export type NavListName = (typeof NAV_LISTS)[number];

/** What the loaders hand over: parsed JSON files, keyed by their role. */
export interface BundleFiles {
  sites: Site[];
  nav: Record<NavListName, NavFile>;
  rewardsChannels: TabChannel[];
  complianceFeatures: ComplianceFeatures;
  nativeGates: NativeGates;
  conditions: Conditions;
  policies: Policy[];
  locales: string[];
  factsPlan: FactsPlan;
}

export type Nav = Record<NavListName, Array<NavItem & { href: string }>>;

export interface Bundle {
  readonly sites: readonly Site[];
  readonly siteById: ReadonlyMap<number, Site>;
  readonly navBySite: ReadonlyMap<number, Nav>;
  readonly rewardsChannels: readonly TabChannel[];
  readonly complianceFeatures: ComplianceFeatures;
  readonly nativeGates: NativeGates;
  readonly conditions: Conditions['conditions'];
  readonly policies: readonly Policy[];
  /** Locale codes that may prefix a path (every code but plain English). */
  readonly localePrefixes: ReadonlySet<string>;
  readonly factsPlan: FactsPlan;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Resolve a `docsKey` item to the site's document URL. */
function resolveItem(site: Site, item: NavItem, list: string): NavItem & { href: string } {
  if (item.href !== undefined) return { ...item, href: item.href };
  const docs = site.docs as unknown as Record<string, string | undefined>;
  const href = item.docsKey !== undefined ? docs[item.docsKey] : undefined;
  if (href === undefined) {
    throw new Error(`config/${list}: item ${item.id} of site ${site.key} names docsKey ${String(item.docsKey)}, which config/sites/${site.key}.json does not define`);
  }
  return { ...item, href };
}

function navFor(site: Site, files: BundleFiles['nav']): Nav {
  const nav = {} as Nav;
  for (const list of NAV_LISTS) {
    const file = files[list];
    const items = file.sites[site.key] ?? file.default ?? [];
    nav[list] = items.map((item) => resolveItem(site, item, list));
  }
  return nav;
}

export function assembleBundle(files: BundleFiles): Bundle {
  const siteById = new Map<number, Site>();
  const navBySite = new Map<number, Nav>();
  const sites = [...files.sites].sort((a, b) => a.id - b.id);
  for (const site of sites) {
    if (siteById.has(site.id)) throw new Error(`config/sites: two sites have id ${site.id}`);
    siteById.set(site.id, site);
    navBySite.set(site.id, navFor(site, files.nav));
  }
  const policies = [...files.policies].sort((a, b) => a.id.localeCompare(b.id));
  return deepFreeze({
    sites,
    siteById,
    navBySite,
    rewardsChannels: files.rewardsChannels,
    complianceFeatures: files.complianceFeatures,
    nativeGates: files.nativeGates,
    conditions: files.conditions.conditions,
    policies,
    localePrefixes: new Set(files.locales.filter((l) => l !== 'en')),
    factsPlan: files.factsPlan,
  }) as Bundle;
}

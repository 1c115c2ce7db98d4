/**
 * A region is data (issue 38): the list of sites is config/sites/ itself, so `policy check` names
 * every piece a site needs that is missing or that names a site no file there has: its logos on
 * disk (public/), a catalog for each of its locales (locales/<code>/), a list (or a default) in
 * each navigation file (footer, 404 links, deposit drawer, rewards tabs), the sites the per-site
 * maps name, the region-bar codes, and the site id of every scenario. Node (reads the disk).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { closest, type CheckError } from './schemas';
import type { FileMap } from '../../bundle/files';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface SiteLike {
  id: number;
  key: string;
  logo?: { light?: string; night?: string };
  locales?: string[];
  regionSwitch?: { code?: string };
}

const NAV_FILES = ['config/footer.json', 'config/not-found-links.json', 'config/deposit-drawer.json', 'config/rewards-tabs.json'];

/** The sites of config/sites/ (the files that passed their schema). */
export function sitesOf(files: FileMap): Array<{ file: string; site: SiteLike }> {
  return Object.entries(files)
    .filter(([file, json]) => file.startsWith('config/sites/') && isObj(json))
    .map(([file, json]) => ({ file, site: json as unknown as SiteLike }));
}

/** The pieces of each site, and every reference to a site, checked against config/sites/. */
export function checkSitePieces(root: string, files: FileMap): CheckError[] {
  const errors: CheckError[] = [];
  const sites = sitesOf(files);
  const keys = sites.map((s) => s.site.key);
  for (const { file, site } of sites) {
    for (const theme of ['light', 'night'] as const) {
      const logo = site.logo?.[theme];
      if (typeof logo === 'string' && !existsSync(join(root, 'public', logo))) {
        errors.push({ file, pointer: `/logo/${theme}`, message: `logo file public${logo} is missing: copy the site's ${theme} logo there (policy new-site copies the model site's)` });
      }
    }
    (site.locales ?? []).forEach((code, i) => {
      if (!existsSync(join(root, 'locales', code))) errors.push({ file, pointer: `/locales/${i}`, message: `no catalog locales/${code}/: the site offers a language with no translations` });
    });
  }
  // Navigation files: each per-site map names a real site; each site has a list or a default.
  for (const nav of NAV_FILES) {
    const json = files[nav];
    if (!isObj(json)) continue;
    const map = isObj(json.sites) ? json.sites : {};
    for (const key of Object.keys(map)) {
      if (keys.includes(key)) continue;
      const guess = closest(key, keys);
      errors.push({ file: nav, pointer: `/sites/${key}`, message: `no site "${key}" in config/sites/${guess ? ` (did you mean "${guess}"?)` : ''}` });
    }
    if (json.default === undefined) {
      for (const key of keys) if (!(key in map)) errors.push({ file: nav, pointer: '/sites', message: `site "${key}" has no list here and the file has no default: add "${key}"` });
    }
  }
  // Region bars: each code in an option's value (MAIN_TO_UK) is some site's regionSwitch.code, once.
  const codes = new Map<string, string>();
  for (const { file, site } of sites) {
    const code = site.regionSwitch?.code;
    if (code === undefined) continue;
    const other = codes.get(code);
    if (other) errors.push({ file, pointer: '/regionSwitch/code', message: `region code "${code}" is ${other}'s too: each site has its own` });
    else codes.set(code, site.key);
  }
  const regionBar = files['policies/regionBar.json'];
  if (isObj(regionBar) && Array.isArray(regionBar.options)) {
    regionBar.options.forEach((option: unknown, i) => {
      const value = isObj(option) ? option.value : undefined;
      if (typeof value !== 'string') return;
      for (const code of value.split('_TO_')) {
        if (codes.has(code)) continue;
        errors.push({ file: 'policies/regionBar.json', pointer: `/options/${i}/value`, message: `region code "${code}" is no site's regionSwitch.code (codes: ${[...codes.keys()].sort().join(', ')})` });
      }
    });
  }
  return errors;
}

/** A facts object's site id against config/sites/ (did-you-mean by id, with the site keys). */
export function unknownSiteId(file: string, facts: unknown, files: FileMap, base = ''): CheckError[] {
  const id = isObj(facts) ? facts.site : undefined;
  if (typeof id !== 'number') return [];
  const sites = sitesOf(files).map((s) => s.site);
  if (sites.length === 0 || sites.some((s) => s.id === id)) return [];
  const list = sites.sort((a, b) => a.id - b.id).map((s) => `${s.id} (${s.key})`).join(', ');
  return [{ file, pointer: `${base}/site`, message: `no site has id ${id} in config/sites/: one of ${list}` }];
}

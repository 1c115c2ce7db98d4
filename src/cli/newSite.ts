/**
 * `policy new-site KEY --id N --like MODEL` (issue 38, a region is data): writes the files a new
 * site needs, modelled on an existing one, and nothing outside config/ and public/:
 *
 *   config/sites/KEY.json      the model's config with the new id, key, name, domains, logos and
 *                              region code (its regional locales become their base language: a
 *                              regional variant such as en-au belongs to one site only)
 *   public/logos/KEY-*.svg     the model's logos, to be replaced by the site's own
 *   config/<nav>.json          the model's own list in each navigation file that has one (footer,
 *                              404 links, deposit drawer, rewards tabs); else the default serves it
 *
 * Then `policy check` names anything still missing. Node (writes the disk).
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeCodes, readJson } from '../bundle/node';

const NAV_FILES = ['config/footer.json', 'config/not-found-links.json', 'config/deposit-drawer.json', 'config/rewards-tabs.json'];

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export class NewSiteError extends Error {}

/** Every JSON string in a value with `from` replaced by `to`. */
function replaceStrings(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, from, to));
  if (isObj(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, from, to)]));
  return value;
}


/** Write the new site's files; returns their repository-relative paths. */
export function newSite(root: string, key: string, id: number, like: string): string[] {
  const sitesDir = join(root, 'config/sites');
  const target = join(sitesDir, `${key}.json`);
  if (existsSync(target)) throw new NewSiteError(`config/sites/${key}.json exists: a site key is used once`);
  const modelPath = join(sitesDir, `${like}.json`);
  if (!existsSync(modelPath)) throw new NewSiteError(`--like ${like}: no config/sites/${like}.json`);
  const model = readJson(modelPath, root);
  if (!isObj(model)) throw new NewSiteError(`config/sites/${like}.json is not a site config`);

  const name = `Exchange ${key.toUpperCase()}`;
  const modelDomain = String(model.webSiteDomain);
  const domain = `${key}.exchange.example`;
  let site = replaceStrings(model, modelDomain, domain) as Json;
  site = replaceStrings(site, String(model.name), name) as Json;
  const known = new Set(localeCodes(root));
  const locales = [...new Set((model.locales as string[]).map((code) => (code.includes('-') && known.has(code.split('-')[0]!) ? code.split('-')[0]! : code)))];
  const baseOf = (code: string): string => (code.includes('-') && known.has(code.split('-')[0]!) ? code.split('-')[0]! : code);
  const logo = { light: `/logos/${key}-light.svg`, night: `/logos/${key}-night.svg` };
  site = {
    ...site,
    $comment: `Added by policy new-site, modelled on ${like}: replace the logos, domains, ids and flags with the site's own, then run policy check and policy diff.`,
    id,
    key,
    name,
    ogSiteName: name,
    totpName: name,
    logo,
    defaultLang: baseOf(String(model.defaultLang)),
    locales,
    ...(isObj(model.regionSwitch) ? { regionSwitch: { code: key.toUpperCase() } } : {}),
  };
  writeFileSync(target, `${JSON.stringify(site, null, 2)}\n`);
  const written = [`config/sites/${key}.json`];

  const modelLogo = model.logo as { light: string; night: string };
  for (const theme of ['light', 'night'] as const) {
    copyFileSync(join(root, 'public', modelLogo[theme]), join(root, 'public', logo[theme]));
    written.push(`public${logo[theme]}`);
  }

  for (const nav of NAV_FILES) {
    const path = join(root, nav);
    if (!existsSync(path)) continue;
    const json = readJson(path, root);
    if (!isObj(json) || !isObj(json.sites)) continue;
    const list = json.sites[like];
    if (list === undefined && json.default !== undefined) continue;
    // The model's list, or (no default) an empty one for the site's owner to fill, inserted as
    // text first in the per-site map so the file keeps its layout.
    const text = readFileSync(path, 'utf8');
    const open = /"sites"\s*:\s*\{/.exec(text);
    if (!open) continue;
    const entry = `\n    ${JSON.stringify(key)}: ${JSON.stringify(list ?? [])}${Object.keys(json.sites).length > 0 ? ',' : '\n  '}`;
    const at = open.index + open[0].length;
    writeFileSync(path, `${text.slice(0, at)}${entry}${text.slice(at)}`);
    written.push(nav);
  }
  return written;
}

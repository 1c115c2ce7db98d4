/**
 * The region configuration (config/) and its JSON Schemas (schemas/): every schema compiles in
 * Ajv's strict mode and keeps our conventions, every config file passes the schema its `$schema`
 * names, the fixtures in schemas/fixtures/<schema>/{valid,invalid}/ are judged as their folder
 * says, and the cross-file facts a schema cannot express hold (SPEC sections 1 to 5).
 */
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine } from '../bundle/node';
import { HOSTILE_URLS } from '../test/hostileCorpus';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const schemaDir = join(root, 'schemas');
const configDir = join(root, 'config');
const fixtureDir = join(schemaDir, 'fixtures');
const ID_BASE = 'https://schemas.exchange.example/';
const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

/** The schemas this suite owns; other schemas in schemas/ are only loaded when a config file names them. */
const OWN_SCHEMAS = [
  'common',
  'site',
  'footer',
  'not-found-links',
  'deposit-drawer',
  'rewards-tabs',
  'compliance-features',
  'native-gates',
] as const;

/**
 * The sites are config/sites/ itself (a region is data, issue 38): this suite reads the list from
 * there. SPEC's per-site rules (who hides referral, who has chat, which footer...) are the
 * policies' and the scenarios' (src/engine/scenarios.test.ts): a hard-coded copy here would fail
 * an edit `policy check` accepts without naming the scenario it changes.
 */
const SITE_KEYS = readdirSync(join(configDir, 'sites'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => basename(f, '.json'))
  .sort();

// ---------------------------------------------------------------------------------------------
// JSON helpers (no `any`: parsed JSON is `unknown` until a schema or a guard has vouched for it)

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (err) {
    throw new Error(`${relative(root, path)}: not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
}

function readObject(path: string): JsonObject {
  const value = readJson(path);
  if (!isObject(value)) throw new Error(`${relative(root, path)}: expected a JSON object`);
  return value;
}

function jsonFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFilesUnder(path);
      return name.endsWith('.json') ? [path] : [];
    });
}

/** "config/sites/tr.json: /docs/fee must match pattern ..." for every error. */
function describeErrors(file: string, errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => {
      const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
      return `${relative(root, file)}: ${e.instancePath || '/'} ${e.message ?? e.keyword}${extra}`;
    })
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// Ajv: strict for our schemas; lenient (but still draft 2020-12) for schemas others own

function newAjv(strict: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict,
    strictTypes: strict,
    strictTuples: strict,
    // "Exactly one of href and docsKey" is written oneOf: [{required: [href]}, {required: [docsKey]}];
    // strictRequired wrongly flags that idiom (it only looks at properties of the same subschema).
    strictRequired: false,
    allErrors: true,
    logger: strict ? undefined : false,
  });
  addFormats(ajv);
  return ajv;
}

const strictAjv = newAjv(true);
for (const name of OWN_SCHEMAS) strictAjv.addSchema(readObject(join(schemaDir, `${name}.schema.json`)));

const lenientAjv = newAjv(false);
const lenientLoaded = new Set<string>();

/** Adds a foreign schema and, recursively, the sibling files its relative $refs name. */
function addLenient(file: string): void {
  if (lenientLoaded.has(file)) return;
  lenientLoaded.add(file);
  const schema = readObject(join(schemaDir, file));
  lenientAjv.addSchema(schema);
  for (const ref of collectRefs(schema)) {
    const target = ref.split('#')[0];
    if (target !== '' && !target.includes('://') && existsSync(join(schemaDir, target))) addLenient(target);
  }
}

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const child of node) collectRefs(child, out);
  else if (isObject(node)) {
    for (const [key, child] of Object.entries(node)) {
      if ((key === '$ref' || key === '$dynamicRef') && typeof child === 'string') out.push(child);
      else collectRefs(child, out);
    }
  }
  return out;
}

/** The validator for a schema file in schemas/ (by file name, e.g. "site.schema.json"). */
function validatorFor(file: string): ValidateFunction {
  const id = `${ID_BASE}${file}`;
  const own = (OWN_SCHEMAS as readonly string[]).includes(file.replace(/\.schema\.json$/, ''));
  const ajv = own ? strictAjv : lenientAjv;
  if (!own) addLenient(file);
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`schemas/${file}: no schema with $id ${id}`);
  return validate;
}

/** Resolve a data file's `$schema` pointer to a file name in schemas/. */
function schemaFileOf(file: string, data: JsonObject): string {
  const pointer = data.$schema;
  if (typeof pointer !== 'string') throw new Error(`${relative(root, file)}: has no "$schema" pointer`);
  const target = resolve(dirname(file), pointer);
  if (dirname(target) !== schemaDir || !existsSync(target)) {
    throw new Error(`${relative(root, file)}: "$schema" ${pointer} does not name a file in schemas/`);
  }
  return basename(target);
}

// ---------------------------------------------------------------------------------------------
// Typed views of the config, valid once the schema tests pass

interface Site {
  id: number;
  key: string;
  name: string;
  webSiteDomain: string;
  logo: { light: string; night: string };
  ws: Record<string, string>;
  authorizedLogin: string[];
  chatroom: boolean;
  bigData: boolean;
  support: { email: string; url: string };
  business: { email: string };
  totpName: string;
  anti: string[];
  defaultLang: string;
  locales: string[];
  docs: Record<string, string | undefined>;
  thirdAuthRedirectDomain: string;
  defaultCurrB: string;
  defaultFiat: string;
  copyright: { mode: 'fixed'; text: string } | { mode: 'siteNameAndYear' };
  hiddenAppDownload: boolean;
  hiddenReferral: boolean;
  hiddenNotifications: boolean;
  hiddenLanguage: boolean;
}

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

interface NavFile {
  sites: Record<string, NavItem[] | undefined>;
  default?: NavItem[];
}

interface RewardsFile extends NavFile {
  channels: Array<{ from: string; to: string; ch: string }>;
}

const NAV_FILES = ['footer', 'not-found-links', 'deposit-drawer', 'rewards-tabs'] as const;

const siteFiles = jsonFilesUnder(join(configDir, 'sites'));
const sites = siteFiles.map((f) => readObject(f) as unknown as Site);
const siteByKey = new Map(sites.map((s) => [s.key, s]));
const nav = Object.fromEntries(
  NAV_FILES.map((name) => [name, readObject(join(configDir, `${name}.json`)) as unknown as NavFile]),
) as Record<(typeof NAV_FILES)[number], NavFile>;
const rewards = nav['rewards-tabs'] as RewardsFile;
const features = readObject(join(configDir, 'compliance-features.json')).features as Record<string, { paths: string[] }>;

function listFor(file: NavFile, key: string): NavItem[] | undefined {
  return Object.prototype.hasOwnProperty.call(file.sites, key) ? file.sites[key] : file.default;
}

function site(key: string): Site {
  const found = siteByKey.get(key);
  if (!found) throw new Error(`config/sites/${key}.json is missing`);
  return found;
}

/** The feature whose prefix covers the path, matching whole segments (as menuHiddenForPath does). */
function featureOfPath(path: string): string | undefined {
  const pathname = path.split(/[?#]/)[0];
  for (const [code, feature] of Object.entries(features)) {
    if (feature.paths.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return code;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

describe('schemas', () => {
  it.each(OWN_SCHEMAS.map((n) => `${n}.schema.json`))('%s compiles in strict mode with a stable $id', (file) => {
    const schema = readObject(join(schemaDir, file));
    expect(schema.$schema).toBe(DRAFT);
    expect(schema.$id).toBe(`${ID_BASE}${file}`);
    if (file !== 'common.schema.json') expect(typeof validatorFor(file)).toBe('function');
  });

  it.each(OWN_SCHEMAS.map((n) => `${n}.schema.json`))(
    '%s describes every property, closes every object and uses relative $refs',
    (file) => {
      const problems: string[] = [];
      // Properties restated inside if/then/else only add constraints to properties described above.
      const walk = (node: unknown, pointer: string, conditional = false): void => {
        if (Array.isArray(node)) {
          node.forEach((child, i) => walk(child, `${pointer}/${i}`, conditional));
          return;
        }
        if (!isObject(node)) return;
        if (isObject(node.properties) && !conditional) {
          for (const [name, prop] of Object.entries(node.properties)) {
            if (!isObject(prop) || typeof prop.description !== 'string' || prop.description.length < 3) {
              problems.push(`${pointer}/properties/${name} has no description`);
            }
          }
        }
        if (isObject(node.$defs)) {
          for (const [name, def] of Object.entries(node.$defs)) {
            if (!isObject(def) || typeof def.description !== 'string') problems.push(`${pointer}/$defs/${name} has no description`);
          }
        }
        if (node.type === 'object') {
          const closed = node.additionalProperties === false;
          const map = isObject(node.additionalProperties) && isObject(node.propertyNames);
          if (!closed && !map) problems.push(`${pointer} is an object that neither forbids nor constrains extra keys`);
        }
        if (typeof node.$ref === 'string' && /^[a-z]+:/.test(node.$ref)) problems.push(`${pointer}/$ref is absolute: ${node.$ref}`);
        for (const [key, child] of Object.entries(node)) {
          if (key === 'enum' || key === 'const' || key === 'required') continue;
          walk(child, `${pointer}/${key}`, conditional || key === 'if' || key === 'then' || key === 'else');
        }
      };
      walk(readObject(join(schemaDir, file)), '#');
      expect(problems).toEqual([]);
    },
  );

  it('common href accepts same-site paths and https URLs, nothing else', () => {
    const validate = strictAjv.getSchema(`${ID_BASE}common.schema.json#/$defs/href`);
    if (!validate) throw new Error('common.schema.json#/$defs/href is missing');
    const good = ['/', '/fee', '/trade/BTC_USDT?tab=isolated_margin', 'https://jp.exchange.example/legal/licenses', 'https://exchange.example'];
    const bad = ['', 'fee', '//evil.example', '/\\evil.example', 'http://exchange.example/fee', 'javascript:alert(1)', 'data:text/html,x', '/a b', 'https://', ' /fee'];
    expect(good.filter((h) => !validate(h))).toEqual([]);
    expect(bad.filter((h) => validate(h))).toEqual([]);
    // Dot segments collapse into "//host" when a parser normalises the path (issue 37): every
    // same-site-looking entry of the hostile corpus is refused, and '/.well-known/' is still a path.
    expect(HOSTILE_URLS.filter((h) => h.startsWith('/') && validate(h))).toEqual([]);
    expect(validate('/.well-known/security.txt')).toBe(true);
  });

  it('copies no list of sites: common.schema.json and facts.schema.json enumerate no site key or id', () => {
    const defs = readObject(join(schemaDir, 'common.schema.json')).$defs as Record<string, Record<string, unknown>>;
    expect(defs.siteKey.enum).toBeUndefined();
    expect(defs.siteId.enum).toBeUndefined();
    const facts = readObject(join(schemaDir, 'facts.schema.json')).properties as Record<string, Record<string, unknown>>;
    expect(facts.site.enum).toBeUndefined();
    expect(defs.localeCode.enum).toHaveLength(27);
  });
});

describe('config files', () => {
  const files = jsonFilesUnder(configDir);

  it('exist', () => {
    expect(files.map((f) => relative(configDir, f))).toEqual(
      expect.arrayContaining([
        'footer.json',
        'not-found-links.json',
        'deposit-drawer.json',
        'rewards-tabs.json',
        'compliance-features.json',
        'native-gates.json',
        ...SITE_KEYS.map((k) => `sites/${k}.json`),
      ]),
    );
  });

  it.each(files.map((f) => relative(root, f)))('%s is valid against the schema its $schema names', (file) => {
    const path = join(root, file);
    const data = readObject(path);
    const validate = validatorFor(schemaFileOf(path, data));
    const ok = validate(data);
    expect(ok, describeErrors(path, validate.errors)).toBe(true);
  });
});

describe('schema fixtures', () => {
  const schemaNames = existsSync(fixtureDir)
    ? readdirSync(fixtureDir).filter((d) => statSync(join(fixtureDir, d)).isDirectory()).sort()
    : [];

  it('cover every schema with a root (all but common) with valid and invalid examples', () => {
    for (const name of OWN_SCHEMAS.filter((n) => n !== 'common')) {
      expect(jsonFilesUnder(join(fixtureDir, name, 'valid')).length, `${name}/valid`).toBeGreaterThan(0);
      expect(jsonFilesUnder(join(fixtureDir, name, 'invalid')).length, `${name}/invalid`).toBeGreaterThan(0);
    }
  });

  const cases = schemaNames.flatMap((name) =>
    (['valid', 'invalid'] as const).flatMap((expected) =>
      jsonFilesUnder(join(fixtureDir, name, expected)).map((path) => ({ name, expected, path, label: relative(fixtureDir, path) })),
    ),
  );

  it.each(cases)('$label is $expected', ({ name, expected, path }) => {
    const data = readJson(path);
    if (isObject(data) && typeof data.$schema === 'string') expect(schemaFileOf(path, data)).toBe(`${name}.schema.json`);
    const validate = validatorFor(`${name}.schema.json`);
    const ok = validate(data);
    if (expected === 'valid') expect(ok, describeErrors(path, validate.errors)).toBe(true);
    else expect(ok, `${relative(root, path)} was accepted`).toBe(false);
  });
});

describe('sites (SPEC sections 1 and 3)', () => {
  it('has each site id and key once, each file named after its key', () => {
    expect(new Set(sites.map((s) => s.id)).size).toBe(sites.length);
    expect(new Set(sites.map((s) => s.key)).size).toBe(sites.length);
    for (const [i, file] of siteFiles.entries()) expect(sites[i]!.key, relative(root, file)).toBe(basename(file, '.json'));
  });

  it.each(SITE_KEYS)('%s: default language offered, logos exist, domains are placeholders of its own', (key) => {
    const s = site(key);
    expect(s.locales).toContain(s.defaultLang);
    if (s.locales.length === 1) expect(s.hiddenLanguage, 'a single locale hides the selector').toBe(true);
    for (const logo of [s.logo.light, s.logo.night]) expect(existsSync(join(root, 'public', logo)), logo).toBe(true);
    expect(s.anti).toContain(s.webSiteDomain);
    const hosts = [
      s.webSiteDomain,
      s.thirdAuthRedirectDomain,
      ...s.anti,
      ...Object.values(s.ws).map((u) => new URL(u).hostname),
      s.support.email.split('@')[1],
      s.business.email.split('@')[1],
    ];
    for (const host of hosts) expect(host, 'placeholder domains only (.example)').toMatch(/(^|\.)[a-z0-9-]+\.example$/);
    for (const [name, href] of Object.entries(s.docs)) {
      if (href?.startsWith('https://')) expect(new URL(href).hostname, `docs.${name}`).toBe(s.webSiteDomain);
    }
    expect(s.defaultFiat.toLowerCase()).toBe(s.defaultCurrB);
  });

  it('gives each regional locale variant to one site only', () => {
    const owners = new Map<string, string[]>();
    for (const s of sites) for (const l of s.locales) if (l.includes('-')) owners.set(l, [...(owners.get(l) ?? []), s.key]);
    expect([...owners].filter(([, keys]) => keys.length > 1)).toEqual([]);
  });

  it('gives every site its own authenticator name', () => {
    expect(new Set(sites.map((s) => s.totpName)).size).toBe(sites.length);
  });

  it('gives every site a default currency matching its fiat', () => {
    for (const s of sites) expect(s.defaultFiat.toLowerCase(), s.key).toBe(s.defaultCurrB);
  });
});

describe('navigation lists (SPEC section 2)', () => {
  it.each(NAV_FILES)('%s gives every site a list, with unique item ids', (name) => {
    for (const key of SITE_KEYS) {
      const items = listFor(nav[name], key);
      expect(items, `${name}: site ${key} has no list and there is no default`).toBeDefined();
      const ids = (items ?? []).map((i) => i.id);
      expect(new Set(ids).size, `${name}: duplicate ids for ${key}`).toBe(ids.length);
    }
  });

  it.each(NAV_FILES)('%s: every docsKey resolves in the docs of each site that uses it', (name) => {
    const missing: string[] = [];
    for (const key of SITE_KEYS) {
      for (const item of listFor(nav[name], key) ?? []) {
        if (item.docsKey !== undefined && site(key).docs[item.docsKey] === undefined) {
          missing.push(`${key}: ${item.id} -> docs.${item.docsKey}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(NAV_FILES)('%s: menu codes are compliance features and conditions are shared conditions', (name) => {
    const conditionsFile = join(root, 'policies/conditions.json');
    const conditions = existsSync(conditionsFile) ? readObject(conditionsFile).conditions : undefined;
    const file = nav[name];
    for (const item of [...(file.default ?? []), ...Object.values(file.sites).flatMap((l) => l ?? [])]) {
      if (item.menuCode !== undefined) expect(Object.keys(features), `${name}: ${item.id}`).toContain(item.menuCode);
      if (item.condition !== undefined && isObject(conditions)) {
        expect(Object.keys(conditions), `${name}: ${item.id} names condition ${item.condition}`).toContain(item.condition);
      }
    }
  });

  it('404 links: no site offers a derivative its compliance features gate, unless the menu can drop it', () => {
    for (const key of SITE_KEYS) {
      for (const item of listFor(nav['not-found-links'], key) ?? []) {
        const code = featureOfPath(item.href ?? '');
        if (code !== undefined) expect(Object.keys(features), `${key}: ${item.id}`).toContain(code);
      }
    }
  });

  it('404 links to gated products are recognised by compliance-features, so the menu can drop them', () => {
    for (const [href, code] of [
      ['/futures/USDT/BTC_USDT', 'futures'],
      ['/alpha', 'alpha'],
      ['/etf', 'etf'],
      ['/convert/USDT/BTC', 'convert'],
      ['/copytrading', 'copytrading'],
      ['/converter', undefined],
      ['/price-prediction', undefined],
    ] as const) {
      expect(featureOfPath(href), href).toBe(code);
    }
  });

  it('deposit drawer: fiat options gated by their menu codes, in the site\'s fiat', () => {
    for (const key of SITE_KEYS) {
      for (const item of listFor(nav['deposit-drawer'], key) ?? []) {
        const code = featureOfPath(item.href ?? '');
        if (code !== undefined) expect(item.menuCode, `${key}: ${item.id}`).toBe(code);
        const fiat = /[?&]fiat=([A-Z]{3})/.exec(item.href ?? '')?.[1];
        if (fiat !== undefined) expect(fiat, `${key}: ${item.id} buys in the site's fiat`).toBe(site(key).defaultFiat);
      }
    }
  });

  it('rewards tabs: no referral tab where the referral decision is false (the policy hides them); channels join real tabs', () => {
    const engine = loadEngine();
    for (const s of sites) {
      const { decisions } = engine.decide({ site: s.id, storage: { cookies: { uid: '1', nickname: 'n' } }, referral: { agency_type: 1 } });
      const referralTabs = (decisions.rewardsTabs ?? []).filter((t) => t.href.startsWith('/referral'));
      if (!decisions.referral) expect(referralTabs, `${s.key}: referral is hidden, yet rewardsTabs lists ${referralTabs.map((t) => t.id).join(', ')}`).toEqual([]);
    }
    const pairs = rewards.channels.map((c) => `${c.from}->${c.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const c of rewards.channels) expect(c.from).not.toBe(c.to);
  });
});

describe('compliance features and native gates (SPEC sections 4 and 5)', () => {
  it('gives each route prefix to one feature, with no prefix nested inside another feature', () => {
    const owners = Object.entries(features).flatMap(([code, f]) => f.paths.map((p) => ({ code, p })));
    const clashes = owners.flatMap((a) =>
      owners.filter((b) => a !== b && a.code !== b.code && (b.p === a.p || b.p.startsWith(`${a.p}/`))).map((b) => `${a.code} ${a.p} / ${b.code} ${b.p}`),
    );
    expect(clashes).toEqual([]);
  });

  it('has the gates and versions of SPEC section 5', () => {
    expect(readObject(join(configDir, 'native-gates.json')).gates).toEqual({
      shareImage: { android: 653000, ios: 202503100001 },
      alpha: { android: 658020, ios: 202504080001 },
      pilot: { android: 636000, ios: 202410300001 },
      kycBridge: { ios: 202306151200 },
    });
  });
});

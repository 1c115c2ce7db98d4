/**
 * A region is data (issue 38): `policy new-site` writes a new site's files, in config/ and public/
 * only, and the result passes `policy check`; what is missing afterwards, check names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRepo, formatError } from './check';
import { newSite, NewSiteError } from './newSite';
import { loadEngine, repoRoot } from '../bundle/node';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'policy-new-site-'));
  for (const sub of ['config', 'policies', 'scenarios', 'schemas', 'src/generated', 'public/logos']) cpSync(join(repoRoot, sub), join(root, sub), { recursive: true });
  for (const code of readdirSync(join(repoRoot, 'locales'))) mkdirSync(join(root, 'locales', code), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('policy new-site', () => {
  it('writes the site, its logos and its lists, in config/ and public/ only; check passes and the engine decides for it', () => {
    const written = newSite(root, 'br', 999, 'au');
    expect(written).toEqual(['config/sites/br.json', 'public/logos/br-light.svg', 'public/logos/br-night.svg', 'config/footer.json', 'config/deposit-drawer.json', 'config/rewards-tabs.json']);
    expect(written.every((f) => f.startsWith('config/') || f.startsWith('public/'))).toBe(true);
    const site = JSON.parse(readFileSync(join(root, 'config/sites/br.json'), 'utf8')) as Record<string, unknown>;
    expect(site).toMatchObject({ id: 999, key: 'br', name: 'Exchange BR', webSiteDomain: 'br.exchange.example', logo: { light: '/logos/br-light.svg' }, locales: ['en'], regionSwitch: { code: 'BR' } });
    expect(checkRepo(root).errors.map(formatError)).toEqual([]);
    const { decisions, errors } = loadEngine(root).decide({ site: 999 });
    expect(errors).toEqual([]);
    expect(decisions.referral).toBe(false);
    expect(decisions.footer?.map((i) => i.id)).toEqual(['about', 'userAgreement', 'fee']);
  });

  it('check names a logo that is not on disk', () => {
    rmSync(join(root, 'public/logos/br-night.svg'));
    expect(checkRepo(root).errors.map(formatError)).toEqual([
      "config/sites/br.json /logo/night: logo file public/logos/br-night.svg is missing: copy the site's night logo there (policy new-site copies the model site's)",
    ]);
  });

  it('refuses a key in use and an unknown model', () => {
    expect(() => newSite(root, 'au', 998, 'uk')).toThrow(new NewSiteError('config/sites/au.json exists: a site key is used once'));
    expect(() => newSite(root, 'zz', 998, 'nope')).toThrow(new NewSiteError('--like nope: no config/sites/nope.json'));
  });
});

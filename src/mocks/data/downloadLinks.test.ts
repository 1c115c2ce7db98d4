import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeLink } from '../../lib/url';
import { pageDownloadLinks, siteDomain } from './data';

interface SiteFile {
  id: number;
  webSiteDomain: string;
  anti: string[];
  linkHosts?: string[];
}
const dir = join(import.meta.dirname, '../../../config/sites');
const sites = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SiteFile);

describe("the mocked page download links config, as each site's host serves it", () => {
  it.each(sites.map((site) => [site.id, site] as const))('site %s: every link passes its URL policy (issue 39)', (_id, site) => {
    expect(siteDomain(site.id)).toBe(site.webSiteDomain);
    const hosts = [site.webSiteDomain, ...site.anti, ...(site.linkHosts ?? [])];
    for (const version of [1, 2] as const) {
      for (const [page, surfaces] of Object.entries(pageDownloadLinks(version, siteDomain(site.id)))) {
        for (const [surface, entry] of Object.entries(surfaces ?? {})) {
          for (const field of ['link', 'china_apk', 'overseas_apk'] as const) {
            expect(safeLink(entry?.[field], hosts), `${page}.${surface}.${field}`).toBeDefined();
          }
        }
      }
    }
  });
});

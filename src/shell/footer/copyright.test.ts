import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../generated/types/site';
import { copyrightLine, copyrightYear } from './copyright';

const SITES_DIR = join(import.meta.dirname, '../../../config/sites');
const sites = readdirSync(SITES_DIR).map((file) => JSON.parse(readFileSync(join(SITES_DIR, file), 'utf8')) as Site);
const site = (key: string) => {
  const found = sites.find((s) => s.key === key);
  if (!found) throw new Error(key);
  return found;
};

const NOW = Date.UTC(2026, 10, 21, 12);

describe('footer copyright line', () => {
  it('Japan prints its fixed 2025 notice whatever the clock says', () => {
    const jp = site('jp');
    expect(copyrightLine(jp.copyright, jp.name, NOW, 'ja-JP')).toEqual({ kind: 'fixed', text: '© 2025 Exchange Japan K.K.' });
    expect(copyrightLine(jp.copyright, jp.name, Date.UTC(2031, 0, 1), 'en')).toEqual({
      kind: 'fixed',
      text: '© 2025 Exchange Japan K.K.',
    });
  });

  it('every other site prints its own name and the current year', () => {
    for (const s of sites.filter((x) => x.key !== 'jp')) {
      expect(copyrightLine(s.copyright, s.name, NOW, 'en')).toEqual({ kind: 'nameAndYear', siteName: s.name, year: '2026' });
    }
  });

  it('the year follows the clock, at the UTC year boundary', () => {
    expect(copyrightYear(Date.UTC(2026, 11, 31, 23, 59), 'en')).toBe('2026');
    expect(copyrightYear(Date.UTC(2027, 0, 1, 0, 0), 'en')).toBe('2027');
  });

  it('the year is written by Intl for the language, without a calendar suffix', () => {
    expect(copyrightYear(NOW, 'ja-JP')).toBe('2026');
    expect(copyrightYear(NOW, 'tr')).toBe('2026');
    expect(copyrightYear(NOW, 'not a locale')).toBe('2026');
  });
});

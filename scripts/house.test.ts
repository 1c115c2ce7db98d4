/**
 * The shape of the house (issue 34, DESIGN.md "Layout"): src/ has at most 22 folders, no folder
 * below it holds more than 20 entries, and the product code lives in folders by kind. src/routes
 * follows the URLs (one file per route) and is exempt; the generated validators are filed in
 * folders of at most 16 by scripts/gen-validators.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const EXEMPT = ['src/routes'];

function folders(dir: string): string[] {
  return readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
}

function crowded(dir: string, out: string[] = []): string[] {
  const rel = relative(ROOT, dir);
  if (EXEMPT.some((path) => rel === path || rel.startsWith(`${path}/`))) return out;
  const entries = readdirSync(dir);
  if (dir !== SRC && entries.length > 20) out.push(`${rel}: ${entries.length} entries`);
  for (const name of folders(dir)) crowded(join(dir, name), out);
  return out;
}

describe('the house by kind (issue 34)', () => {
  it('src/ has at most 22 folders', () => {
    expect(folders(SRC).length).toBeLessThanOrEqual(22);
  });

  it('no folder below src/ holds more than 20 entries (src/routes aside)', () => {
    expect(crowded(SRC)).toEqual([]);
  });

  it('product code lives in folders by kind, and src/features holds only the indicators contract path', () => {
    for (const kind of ['pages', 'shell', 'overlays/policy', 'overlays/user', 'services', 'widgets']) {
      expect(folders(join(SRC, kind)).length, kind).toBeGreaterThan(0);
    }
    expect(folders(join(SRC, 'features'))).toEqual(['chart']);
    expect(readdirSync(join(SRC, 'features/chart/indicators'))).toEqual(['index.ts']);
  });
});

/** Every file below `dir` whose name ends with `suffix`. */
function filesEnding(dir: string, suffix: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesEnding(path, suffix, out);
    else if (name.endsWith(suffix)) out.push(path);
  }
  return out;
}

describe('component tests share their worker (vitest.config.ts isolate: false)', () => {
  it('every file that renders with renderWithProviders cleans up after each test (cleanupRendered)', () => {
    // A file without it left its dialog in the shared document and its mocked backend's state
    // behind: a later file found that dialog instead of its own (MarginPanel met the transfer
    // dialog's) or a balance another file had moved.
    const missing = filesEnding(SRC, '.test.tsx')
      .filter((path) => {
        const text = readFileSync(path, 'utf8');
        return text.includes('renderWithProviders(') && !/afterEach\((cleanupRendered\)|\(\) => \{[^}]*cleanupRendered\(\))/.test(text);
      })
      .map((path) => relative(ROOT, path));
    expect(missing).toEqual([]);
  });
});

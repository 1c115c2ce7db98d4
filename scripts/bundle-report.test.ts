import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, 'bundle-report.mjs');

/**
 * A dist/ with an entry chunk of `bytes` incompressible bytes (gzip cannot shrink random data),
 * starting with V8's compile hint unless `hint` is false.
 */
function fakeDist(bytes: number, hint = true, prerendered = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-report-'));
  mkdirSync(join(dir, 'dist', '.vite'), { recursive: true });
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'assets', 'index.js'), `${hint ? '//# allFunctionsCalledOnLoad\n' : ''}/*${randomBytes(bytes).toString('base64')}*/`);
  writeFileSync(
    join(dir, 'dist', 'index.html'),
    prerendered ? '<div id="root"><div class="app" data-prerendered=""></div></div><script>__prerenderGuard.applyPrerender({})</script>' : '<div id="root"></div>',
  );
  writeFileSync(
    join(dir, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true } }),
  );
  return dir;
}

function report(cwd: string) {
  return spawnSync(process.execPath, [SCRIPT, 'dist'], { cwd, encoding: 'utf8' });
}

describe('bundle report (the test run relies on its exit code)', () => {
  it('exits 0 under the home route budget', () => {
    const run = report(fakeDist(20_000));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/home route first load: .* KB gzip \(budget 126 KB\)/);
  });

  it('exits 1 and says so when the home route is over its budget', () => {
    const run = report(fakeDist(150_000));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/over its 126 KB budget/);
  });

  it('exits 1 when the entry does not start with the compile hint', () => {
    const run = report(fakeDist(20_000, false));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/assets\/index\.js should start with "\/\/# allFunctionsCalledOnLoad"/);
  });

  it('exits 1 when index.html carries no prerendered home page', () => {
    const run = report(fakeDist(20_000, true, false));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/index\.html carries no prerendered home page/);
  });

  it('exits 1 when there is no build to measure', () => {
    const run = report(mkdtempSync(join(tmpdir(), 'bundle-report-')));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/manifest\.json not found/);
  });
});

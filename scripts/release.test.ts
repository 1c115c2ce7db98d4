import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSigningKeys } from '../src/bundle/signature';

/**
 * `npm run release` (scripts/release.mjs, docs/hot-config.md "Releasing") refuses to build without
 * a version and a trusted signing key kept outside the repository. The refusals are checked here
 * (`--check` stops before the build); the whole run is the release pipeline's.
 */
function release(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CONFIG_')));
  return spawnSync(process.execPath, ['scripts/release.mjs', '--check'], { env: { ...clean, ...env }, encoding: 'utf8' });
}

describe('npm run release refuses to start without what signing needs', () => {
  it('no version, no key, a key inside the repository, or a key the app does not trust', async () => {
    const { privateJwk } = await generateSigningKeys();
    const dir = mkdtempSync(join(tmpdir(), 'release-key-'));
    writeFileSync(join(dir, 'key.jwk'), JSON.stringify(privateJwk));
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{}, /CONFIG_BUNDLE_VERSION must be a positive integer/],
      [{ CONFIG_BUNDLE_VERSION: '0' }, /CONFIG_BUNDLE_VERSION must be a positive integer/],
      [{ CONFIG_BUNDLE_VERSION: '12' }, /no signing key: set CONFIG_SIGNING_KEY/],
      [{ CONFIG_BUNDLE_VERSION: '12', CONFIG_SIGNING_KEY_FILE: 'src/mocks/config-bundle/demoSigningKey.ts' }, /is inside the repository/],
      [{ CONFIG_BUNDLE_VERSION: '12', CONFIG_SIGNING_KEY: '{"kty":"EC","crv":"P-256","x":"a","y":"b"}' }, /not an EC P-256 private JWK/],
      [{ CONFIG_BUNDLE_VERSION: '12', CONFIG_SIGNING_KEY_FILE: join(dir, 'key.jwk') }, /is not one the app trusts \(src\/bundle\/trustedKeys\.ts PRODUCTION_KEYS\)/],
      [{ CONFIG_BUNDLE_VERSION: '12', CONFIG_SIGNING_KEY: JSON.stringify(privateJwk) }, /is not one the app trusts/],
    ];
    for (const [env, message] of cases) {
      const result = release(env);
      expect(result.status, JSON.stringify(env)).toBe(2);
      expect(result.stderr, JSON.stringify(env)).toMatch(new RegExp(`^release: refused: .*${message.source}`));
    }
  });
});

#!/usr/bin/env node
/**
 * The release build (issue 37, docs/hot-config.md "Releasing"): the production build with its own
 * config bundle signed, so that a release's config is as trusted as a hot one, and its version is
 * the floor every later hot bundle must pass.
 *
 *   CONFIG_BUNDLE_VERSION=N CONFIG_SIGNING_KEY_FILE=/path/outside/the/repo.jwk npm run release
 *   CONFIG_BUNDLE_VERSION=N CONFIG_SIGNING_KEY="$(vault read ...)" npm run release
 *
 * 1. Refuses to start without a version (a positive integer above every version published
 *    before) or a key; refuses a key file inside the repository and a key whose public half the
 *    app does not trust (src/bundle/trustedKeys.ts: the bundle would be refused by every visitor).
 * 2. `vite build` with VITE_CONFIG_BUNDLE_VERSION=N (the built-in bundle's version, the floor).
 * 3. `policy bundle --sign KEY --version N --out dist/config-bundle`: the same bundle text the
 *    build wrote (so the same hash), now with a signed manifest.
 * 4. `policy verify dist/config-bundle`: the browser's own checks, against the production keys.
 * A key given in CONFIG_SIGNING_KEY is written to a private temporary file (mode 0600) for step 3
 * and deleted afterwards, whatever happens.
 *
 *   node scripts/release.mjs --check   steps 1 only (the pipeline's dry run)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(fileURLToPath(import.meta.url), '../..');

/** Why the release may not start (null: it may), from the environment. */
function releaseProblem(env, { trustedKeyIds, keyIdOf }) {
  const version = env.CONFIG_BUNDLE_VERSION;
  if (version === undefined || !/^[1-9][0-9]{0,15}$/.test(version)) {
    return 'CONFIG_BUNDLE_VERSION must be a positive integer above every config bundle version published before';
  }
  const fromEnv = env.CONFIG_SIGNING_KEY;
  const file = env.CONFIG_SIGNING_KEY_FILE;
  if (!fromEnv && !file) return 'no signing key: set CONFIG_SIGNING_KEY (the private JWK) or CONFIG_SIGNING_KEY_FILE (its path, outside the repository); see docs/hot-config.md "Keys"';
  let text = fromEnv;
  if (!text) {
    const path = resolve(file);
    const inside = relative(repo, path);
    if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside))) return `the signing key ${path} is inside the repository: keep it in the release pipeline's secret store`;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      return `the signing key ${path} cannot be read`;
    }
  }
  let jwk;
  try {
    jwk = JSON.parse(text);
  } catch {
    return 'the signing key is not JSON (a private JWK as `policy keygen` writes it)';
  }
  if (jwk?.kty !== 'EC' || jwk?.crv !== 'P-256' || typeof jwk?.d !== 'string') return 'the signing key is not an EC P-256 private JWK';
  const id = keyIdOf(jwk);
  if (!trustedKeyIds.includes(id)) return `the signing key ${id} is not one the app trusts (src/bundle/trustedKeys.ts PRODUCTION_KEYS): every visitor would refuse the bundle`;
  return null;
}

/** RFC 7638 thumbprint (as src/bundle/signature.ts keyIdOf), synchronously with node:crypto. */
async function thumbprints() {
  const { createHash } = await import('node:crypto');
  const keyIdOf = (jwk) => createHash('sha256').update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y })).digest('base64url');
  // The production keys, read from the source the app is built from (public halves only).
  const source = readFileSync(join(repo, 'src/bundle/trustedKeys.ts'), 'utf8');
  const block = source.slice(source.indexOf('PRODUCTION_KEYS'), source.indexOf('];', source.indexOf('PRODUCTION_KEYS')));
  const trustedKeyIds = [...block.matchAll(/x: '([A-Za-z0-9_-]{43})', y: '([A-Za-z0-9_-]{43})'/g)].map((m) => keyIdOf({ kty: 'EC', crv: 'P-256', x: m[1], y: m[2] }));
  return { trustedKeyIds, keyIdOf };
}

function run(command, args, env = process.env) {
  console.log(`release: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: repo, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args[0] ?? ''} failed (${result.status ?? result.signal})`);
}

async function main() {
  const problem = releaseProblem(process.env, await thumbprints());
  if (problem) {
    console.error(`release: refused: ${problem}`);
    process.exit(2);
  }
  const version = process.env.CONFIG_BUNDLE_VERSION;
  if (process.argv.includes('--check')) {
    console.log(`release: ready to build and sign config bundle version ${version}`);
    return;
  }
  let keyFile = process.env.CONFIG_SIGNING_KEY_FILE ? resolve(process.env.CONFIG_SIGNING_KEY_FILE) : null;
  let tempDir = null;
  try {
    if (process.env.CONFIG_SIGNING_KEY) {
      tempDir = mkdtempSync(join(tmpdir(), 'config-signing-'));
      keyFile = join(tempDir, 'key.jwk');
      writeFileSync(keyFile, process.env.CONFIG_SIGNING_KEY, { mode: 0o600 });
    }
    // The key never reaches the build's environment.
    const { CONFIG_SIGNING_KEY: _key, ...buildEnv } = process.env;
    run(join(repo, 'node_modules/.bin/vite'), ['build'], { ...buildEnv, VITE_CONFIG_BUNDLE_VERSION: version });
    const tsx = join(repo, 'node_modules/.bin/tsx');
    run(tsx, ['src/cli/policy.ts', 'bundle', '--out', 'dist/config-bundle', '--sign', keyFile, '--version', version], buildEnv);
    run(tsx, ['src/cli/policy.ts', 'verify', 'dist/config-bundle'], buildEnv);
    console.log(`release: dist/ is built with config bundle version ${version}, signed and verified`);
  } finally {
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

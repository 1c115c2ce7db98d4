import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const policy = (...args: string[]) =>
  spawnSync(join(root, 'node_modules/.bin/tsx'), ['src/cli/policy.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('policy command exit codes', () => {
  it('--help prints the usage and exits 0', () => {
    const run = policy('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage:/);
  });

  it('an unknown option is an error with the usage, exit 2', () => {
    const run = policy('diff', '--bogus');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^policy: unknown option --bogus\nusage:/);
  });

  it('--only without its value is an error, not an empty answer', () => {
    const run = policy('decide', '--only');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/option --only needs a value/);
  });

  it('decide --only=ID answers for that decision alone', () => {
    const run = policy('decide', 'scenarios/registration-modal-refused-when-logged-in.json', '--only=registrationModal');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ registrationModal: false });
  });
});

describe('policy decide reports a facts file in full (issue 38)', () => {
  it('every error at once with its line and column, unknown storage keys with a suggestion, and a did-you-mean for --only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'policy-facts-'));
    const file = join(dir, 'facts.json');
    writeFileSync(file, '{\n  "viewport": { "width": "wide" },\n  "storage": { "cookies": { "kyc_upgrade_notice_shwn": "1" } }\n}\n');
    try {
      const run = policy('decide', file);
      expect(run.status).toBe(2);
      expect(run.stderr.split('\n')).toEqual([
        `policy: ${file} /viewport/width (line 2, column 17): must be of type number`,
        `${file} /storage/cookies/kyc_upgrade_notice_shwn (line 3, column 29): unknown storage key "kyc_upgrade_notice_shwn" in cookies: no policy reads it (did you mean "kyc_upgrade_notice_shown"?)`,
        `${file}: 2 errors in the facts`,
        '',
      ]);
      const only = policy('decide', 'scenarios/app-bar-turkey-phone-shown.json', '--only', 'appDownloadBr');
      expect(only.status).toBe(2);
      expect(only.stderr).toMatch(/^policy: --only: unknown decision "appDownloadBr" \(did you mean "appDownloadBar"\?\); decisions: accountNotice, /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('policy keygen, bundle --sign and verify', () => {
  it('sign and verify round trip; a tampered, unsigned, foreign-key or old bundle is refused with its reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'policy-sign-'));
    try {
      const keygen = policy('keygen', join(dir, 'keys'));
      expect(keygen.status).toBe(0);
      const keyId = /\(key ([A-Za-z0-9_-]{43}): add it to src\/bundle\/trustedKeys\.ts\)$/m.exec(keygen.stdout)?.[1];
      expect(keyId).toBeDefined();
      expect(statSync(join(dir, 'keys/config-signing.private.jwk')).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(join(dir, 'keys/config-signing.public.jwk'), 'utf8'))).not.toHaveProperty('d');
      expect(policy('keygen', join(dir, 'keys')).stderr).toBe(`policy: ${join(dir, 'keys')}/config-signing.private.jwk: exists; not overwritten\n`);

      const out = join(dir, 'out');
      const bundle = policy('bundle', '--out', out, '--sign', join(dir, 'keys/config-signing.private.jwk'), '--version', '7');
      expect(bundle.status).toBe(0);
      expect(bundle.stdout).toContain(`(version 7, signed by key ${keyId}): check them with policy verify`);
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as { bundle: string; sha256: string; signature: string };
      const pub = join(dir, 'keys/config-signing.public.jwk');
      const size = statSync(join(out, manifest.bundle)).size;

      const ok = policy('verify', out, '--key', pub, '--after', '6');
      expect([ok.status, ok.stdout]).toEqual([0, `policy verify: ok: ${manifest.bundle} (${size} bytes), version 7, signed by key ${keyId}, above version 6\n`]);
      const old = policy('verify', out, '--key', pub, '--after', '7');
      expect([old.status, old.stdout]).toEqual([1, 'policy verify: refused (version): version 7 is not newer than the bundle in force (version 7)\n']);
      // The app's own keys did not sign it.
      const foreign = policy('verify', out);
      expect([foreign.status, foreign.stdout]).toEqual([1, `policy verify: refused (signature): the manifest: signed by key ${keyId}, which this app does not trust\n`]);

      // Tampered: one byte of the bundle changed.
      const tampered = join(dir, 'tampered');
      cpSync(out, tampered, { recursive: true });
      const text = readFileSync(join(tampered, manifest.bundle), 'utf8');
      writeFileSync(join(tampered, manifest.bundle), text.replace('"/login"', '"/logim"'));
      const hashOf = (t: string) => createHash('sha256').update(t).digest('hex');
      const t = policy('verify', tampered, '--key', pub);
      expect([t.status, t.stdout]).toEqual([1, `policy verify: refused (hash): ${manifest.bundle} hashes to ${hashOf(text.replace('"/login"', '"/logim"'))}\n`]);

      // Edited, re-hashed and named in a matching manifest, without a signature or with the old one.
      const rehashed = join(dir, 'rehashed');
      mkdirSync(rehashed);
      const edited = text.replace('"/login"', '"/logim"');
      writeFileSync(join(rehashed, `bundle-${hashOf(edited)}.json`), edited);
      writeFileSync(join(rehashed, 'manifest.json'), JSON.stringify({ format: 1, bundle: `bundle-${hashOf(edited)}.json`, sha256: hashOf(edited) }));
      const unsigned = policy('verify', rehashed, '--key', pub);
      expect([unsigned.status, unsigned.stdout]).toEqual([1, 'policy verify: refused (signature): the manifest: not signed\n']);
      writeFileSync(join(rehashed, 'manifest.json'), JSON.stringify({ ...manifest, bundle: `bundle-${hashOf(edited)}.json`, sha256: hashOf(edited) }));
      const moved = policy('verify', rehashed, '--key', pub);
      expect([moved.status, moved.stdout]).toEqual([1, `policy verify: refused (signature): the manifest: the signature of version 7 and sha256 ${hashOf(edited)} is not valid for key ${keyId}\n`]);

      const noVersion = policy('bundle', '--sign', join(dir, 'keys/config-signing.private.jwk'));
      expect(noVersion.status).toBe(2);
      expect(noVersion.stderr).toMatch(/^policy: option --sign needs --version N too: an integer above every version published before\n/);
      const publicAsPrivate = policy('bundle', '--out', join(dir, 'x'), '--sign', pub, '--version', '8');
      expect([publicAsPrivate.status, publicAsPrivate.stderr]).toEqual([2, `policy: ${pub}: not an EC P-256 private key (a JWK as policy keygen writes it)\n`]);
      expect(policy('verify', join(dir, 'none')).stderr).toBe(`policy: ${join(dir, 'none')}/manifest.json: no such file\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

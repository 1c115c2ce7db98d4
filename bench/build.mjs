// Bundles bench/run.ts into plain JavaScript (no tsx transform in the measured code), then runs it.
import { build } from 'rolldown';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'node_modules/.cache/bench/run.mjs');
await build({
  input: join(root, 'bench/run.ts'),
  platform: 'node',
  external: [/^node:/, 'json-logic-js', 'jsonc-parser', 'ajv', /^ajv\//, 'ajv-formats'],
  output: { file: out, format: 'esm' },
  logLevel: 'warn',
});
execFileSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root});

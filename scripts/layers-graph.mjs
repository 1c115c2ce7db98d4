#!/usr/bin/env node
/**
 * docs/layers.md: the picture of src/'s layers, drawn by dependency-cruiser from the code (one
 * node per top-level folder of src/, test files left out) as a Mermaid flowchart.
 * `npm run deps:graph` rewrites it; `--check` (run by `npm test`) fails when it no longer matches
 * the code, so the picture in the docs is always the house as built.
 *
 * One cruise serves both the picture and the layer rules: src/ is cruised once with
 * .dependency-cruiser.cjs (as `npm run deps` does), the rule violations are printed from that
 * result as `npm run deps` prints them (err-long: each names its rule), and the picture is the same
 * result narrowed to src/ without tests and collapsed to its folders. Either failing fails the run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'dependency-cruiser';

const root = join(import.meta.dirname, '..');
const target = join(root, 'docs', 'layers.md');
const check = process.argv.includes('--check');

const scratch = mkdtempSync(join(tmpdir(), 'layers-'));
let cruise;
try {
  const json = join(scratch, 'cruise.json');
  execFileSync(join(root, 'node_modules', '.bin', 'depcruise'), ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', '--output-to', json], {
    cwd: root,
    stdio: 'inherit',
  });
  cruise = JSON.parse(readFileSync(json, 'utf8'));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// The layer rules, as `npm run deps` reports them.
const rules = await format(cruise, { outputType: 'err-long' });
process.stdout.write(rules.output);

const mermaid = (
  await format(cruise, {
    outputType: 'mermaid',
    includeOnly: '^src/',
    exclude: '\\.test\\.tsx?$|^src/test/|^src/routeTree\\.gen\\.ts$|^src/main\\.tsx$',
    collapse: '^src/[^/]+',
  })
).output
  .trim()
  .replace(/^flowchart LR/, 'flowchart TD');

/**
 * The arrows in a fixed order. The reporter lists them in the order the cruise met the imports,
 * and a cruise of all of src/ (tests and node_modules in it, for the rules) meets them in another
 * order than one of the picture's modules alone: the same arrows, shuffled.
 */
function sortArrows(text) {
  const lines = text.split('\n');
  const arrow = /^\w+-->\w+$/;
  const arrows = lines.filter((line) => arrow.test(line)).sort();
  return lines.map((line) => (arrow.test(line) ? arrows.shift() : line)).join('\n');
}

const page = `# The layers of src/

Drawn from the code by dependency-cruiser (\`npm run deps:graph\`; \`npm test\` fails when this
picture no longer matches the code). One box per folder of \`src/\`; an arrow is "imports".
The rules that keep the arrows pointing down are \`.dependency-cruiser.cjs\`, each with a name
that a failing \`npm test\` prints.

| layer (top to bottom) | folders | what lives there |
| --- | --- | --- |
| composition root | \`app\` | boot, router, providers, the root layout, the demo wiring |
| routes | \`routes\` | TanStack Router file routes: thin; they compose pages and declare their titles |
| pages | \`pages/<area>\` | product areas (trade, markets, account...): imported only by routes; a page never imports another page |
| shell | \`shell/<part>\` | header, footer, side nav, not-found and the entity gates, error, offline, chat |
| overlays | \`overlays\` | the overlay machines, the host and its registry, the request slots; \`policy/<overlayId>\` and \`user/<overlayId>\`, one folder per overlay |
| services | \`services/<name>\` | background effects the shell mounts: fingerprint, referral cookies, third parties, native app, the compliance redirect |
| widgets | \`widgets/<name>\` | blocks several pages share: chart, market data, auth forms, coin icons, mini-app host, deposit options |
| primitives | \`ui\` | design-system components and styles (no state, no data) |
| site and shared | \`site\`, \`i18n\`, \`theme\`, \`analytics\` | the current site, its URL rules and the login guard; locales, catalogs, formatting; light/night and rise/fall; analytics events |
| facts | \`facts\` | the engine's facts as jotai atoms, \`useDecision\`, the one storage writer |
| data | \`api\`, \`bundle\` | the HTTP client and endpoints; the policy bundle loaders (browser chunk, Node) |
| engine | \`engine\` | pure rules engine: no DOM, no fetch, no clock, no Node |
| generated | \`generated\` | types and validators generated from \`schemas/\` |
| bottom | \`lib\` | small helpers every layer may import: the URL policy, locale paths, amounts, search params |

\`cli\` (the \`policy\` command, Node only) and \`mocks\` (the MSW backend, demo and tests only)
stand beside the stack: nothing in the product imports them.

\`\`\`mermaid
${sortArrows(mermaid)}
\`\`\`
`;

if (check) {
  const current = readFileSync(target, 'utf8');
  // A page drawn before the arrows were sorted matches too (the same arrows).
  if (sortArrows(current) !== page) {
    console.error('docs/layers.md does not match the code: run `npm run deps:graph` and commit it.');
    process.exitCode = 1;
  } else {
    console.log('docs/layers.md matches the code');
  }
} else {
  writeFileSync(target, page);
  console.log('wrote docs/layers.md');
}
// Violations of error severity fail the run (the err-long reporter's exit code is their count).
if (rules.exitCode > 0) process.exitCode = 1;

/**
 * The `policy` command, for compliance staff and CI.
 *
 *   npm run -s policy -- check                     validate every config, policy and scenario file
 *   npm run -s policy -- decide FACTS.json         the decisions for these facts, as JSON
 *   npm run -s policy -- decide - < FACTS.json     the same, facts on standard input
 *   npm run -s policy -- decide FILE --explain     why: the clause that settled each decision
 *   npm run -s policy -- decide FILE --only kycBar,footer
 *   npm run -s policy -- diff [REV] [--json] [--ci] what would change, for whom (scenarios + generated population)
 *   npm run -s policy -- test                      every scenario's expectations (exit 1 on a failure)
 *   npm run -s policy -- coverage                  clauses and options the scenarios exercise
 *   npm run -s policy -- bundle [--out DIR] [--sign KEY --version N]
 *                                                  a hot config bundle to publish (manifest + bundle-<sha256>.json), signed
 *   npm run -s policy -- verify DIR [--key PUBLIC] [--after N]
 *                                                  checks a bundle and its manifest before upload, as the app will
 *   npm run -s policy -- keygen DIR                a new signing key pair (docs/hot-config.md, "Keys")
 *   npm run -s policy -- show ID                   one policy as plain sentences
 *   npm run -s policy -- docs [--check]            docs/policies.md: every policy as plain sentences (and
 *                                                  docs/compliance-guide.md's storage-key table)
 *   npm run -s policy -- new-site KEY --id N --like KEY
 *                                                  the files a new site needs (./newSite.ts)
 *
 * A FACTS file follows schemas/facts.schema.json; a scenario file (with "facts") works too.
 * Arguments are parsed strictly (./args.ts): an unknown option or a missing value is an error.
 * Exit codes: 0 ok (and --help), 1 check found errors, 2 bad arguments or input (the message on
 * stderr, with the usage for bad arguments; never a stack trace).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkRepo, factsErrors, formatError } from './check';
import { JSON_LIMITS, locatePointer, parseJsonText, tooBig } from '../engine/check/jsonText';
import { closest } from '../engine/check/errors';
import { listJson, loadEngine, readBundleFileMap, readJson, repoRoot } from '../bundle/node';
import { BUNDLE_NAME, manifestFor, serializeBundle, type ConfigManifest } from '../bundle/files';
import { generateSigningKeys, publicPart, signBundle, type Jwk } from '../bundle/signature';
import { PRODUCTION_KEYS } from '../bundle/trustedKeys';
import { contentProblem, manifestShapeProblem, manifestTrustProblem, type Rejection } from '../bundle/verify';
import { coverage, renderCoverage } from './coverage';
import { renderScenarioTest, testScenarios, type ScenarioFile } from './scenarioTest';
import { renderExplanation } from '../engine/explain/explainText';
import { parseCommand, USAGE, UsageError } from './args';
import { acknowledge, DiffRefused, diffAgainst, readChanges, renderDiff, reportJson, writeExamples } from './diff';
import { renderPolicy, renderPolicyDocs } from './show';
import { GUIDE_FILE, withStorageKeys } from './guide';
import { newSite, NewSiteError } from './newSite';
import { storageKeys } from '../engine/check/storageKeys';
import type { Policy } from '../generated/types/policy';

const policyCount = (page: string) => (page.match(/^## /gm) ?? []).length;

/** A file or its content is wrong: one line on stderr, exit 2. */
class InputError extends Error {}

function readFacts(source: string): { facts: Record<string, unknown>; label: string } {
  let text: string;
  const label = source === '-' ? 'standard input' : source;
  try {
    if (source !== '-' && statSync(source).size > JSON_LIMITS.bytes) throw new InputError(`${label} /: ${tooBig(statSync(source).size)}`);
    text = source === '-' ? readFileSync(0, 'utf8') : readFileSync(source, 'utf8');
  } catch (err) {
    if (err instanceof InputError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(`${source}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? String(err)})`}`);
  }
  const parsed = parseJsonText(text, label);
  if (!parsed.ok) throw new InputError(parsed.errors.map(formatError).join('\n'));
  const json = parsed.value;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new InputError(`${label}: facts must be a JSON object`);
  // A scenario file carries its facts under "facts".
  const obj = json as Record<string, unknown>;
  const scenario = 'facts' in obj && 'expect' in obj;
  const facts = scenario ? obj.facts : obj;
  if (typeof facts !== 'object' || facts === null || Array.isArray(facts)) throw new InputError(`${label}: "facts" must be a JSON object`);
  const errors = factsErrors(label, facts, scenario ? '/facts' : '');
  if (errors.length) {
    // Every problem at once, each with its line and column in the file.
    const lines = errors.map((e) => {
      const at = locatePointer(text, e.pointer) ?? locatePointer(text, e.pointer.replace(/\/[^/]*$/, ''));
      return `${e.file} ${e.pointer || '/'}${at ? ` (line ${at.line}, column ${at.column})` : ''}: ${e.message}`;
    });
    throw new InputError(`${lines.join('\n')}\n${label}: ${errors.length} error${errors.length === 1 ? '' : 's'} in the facts`);
  }
  return { facts: facts as Record<string, unknown>, label };
}

/** A JSON file given on the command line; a missing or broken one is an InputError. */
function readJsonInput(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(`${path}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? String(err)})`}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new InputError(`${path}: not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** A P-256 key file as policy keygen writes it: the private half (with "d") or the public one. */
function readKeyFile(path: string, half: 'private' | 'public'): Jwk {
  const jwk = readJsonInput(path) as Jwk | null;
  const isKey = typeof jwk === 'object' && jwk !== null && jwk.kty === 'EC' && jwk.crv === 'P-256' && typeof jwk.x === 'string' && typeof jwk.y === 'string';
  if (!isKey || (half === 'private' && typeof jwk.d !== 'string')) throw new InputError(`${path}: not an EC P-256 ${half} key (a JWK as policy keygen writes it)`);
  return jwk;
}

async function main(argv: string[]): Promise<number> {
  const args = parseCommand(argv);
  if (args.command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (args.command === 'check') {
    const report = checkRepo();
    if (report.errors.length > 0) {
      for (const e of report.errors) console.log(formatError(e));
      console.log(`policy check: ${report.errors.length} error${report.errors.length === 1 ? '' : 's'}`);
      return 1;
    }
    const c = report.counts;
    console.log(`policy check: ok: ${c.sites} sites, ${c.configFiles} config files, ${c.policies} policies, ${c.conditions} shared conditions, ${c.scenarios} scenarios, ${c.schemas} schemas`);
    return 0;
  }
  if (args.command === 'decide') {
    const { only, explain } = args;
    const { facts } = readFacts(args.file);
    let clockNote = '';
    if (facts.now === undefined) {
      // The engine never reads a clock; the CLI is an edge and may. Say so.
      facts.now = new Date().toISOString();
      clockNote = `now: ${facts.now} (the facts gave none; the current time was used)`;
    }
    const engine = loadEngine();
    if (only) {
      const unknown = only.filter((id) => !engine.bundle.policies.some((p) => p.id === id));
      if (unknown.length) {
        const ids = engine.bundle.policies.map((p) => p.id);
        const named = unknown.map((id) => {
          const guess = closest(id, ids);
          return `"${id}"${guess ? ` (did you mean "${guess}"?)` : ''}`;
        });
        throw new InputError(`--only: unknown decision ${named.join(', ')}; decisions: ${[...ids].sort().join(', ')}`);
      }
    }
    const result = engine.decide(facts, { explain });
    const keep = (id: string): boolean => !only || only.includes(id);
    const decisions = Object.fromEntries(Object.entries(result.decisions).filter(([id]) => keep(id)));
    if (!explain) {
      console.log(JSON.stringify(decisions, null, 2));
      return 0;
    }
    const trace = Object.fromEntries(Object.entries(result.trace ?? {}).filter(([id]) => keep(id)));
    if (args.json) {
      console.log(JSON.stringify({ decisions, trace }, null, 2));
      return 0;
    }
    const ctx = engine.context(facts);
    console.log(renderExplanation(ctx, trace, clockNote, result.trace ?? {}));
    return 0;
  }
  if (args.command === 'test' || args.command === 'coverage') {
    const engine = loadEngine();
    const scenarios = listJson(join(repoRoot, 'scenarios')).map((file) => ({ file, ...(readJson(file) as Omit<ScenarioFile, 'file'>) }));
    if (args.command === 'test') {
      const failures = testScenarios(engine, scenarios);
      console.log(renderScenarioTest(repoRoot, scenarios.length, failures));
      return failures.length === 0 ? 0 : 1;
    }
    const report = coverage(engine, scenarios);
    console.log(renderCoverage(report));
    return report.options.every((option) => option.reached) ? 0 : 1;
  }
  if (args.command === 'show') {
    const engine = loadEngine();
    const policy = engine.bundle.policies.find((p) => p.id === args.id);
    if (!policy) {
      const ids = engine.bundle.policies.map((p) => p.id).sort();
      throw new InputError(`show: no policy "${args.id}" (policies: ${ids.join(', ')})`);
    }
    console.log(renderPolicy(policy as Policy, engine.bundle));
    return 0;
  }
  if (args.command === 'bundle') {
    const report = checkRepo();
    if (report.errors.length > 0) {
      for (const e of report.errors) console.log(formatError(e));
      console.log(`policy bundle: not written: ${report.errors.length} error${report.errors.length === 1 ? '' : 's'}`);
      return 1;
    }
    const text = serializeBundle(readBundleFileMap());
    const sha256 = createHash('sha256').update(text).digest('hex');
    let manifest = manifestFor(sha256);
    if (args.sign) {
      const privateJwk = readKeyFile(args.sign.key, 'private');
      manifest = manifestFor(sha256, await signBundle(privateJwk, args.sign.version, sha256));
    }
    const out = resolve(args.out);
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, manifest.bundle), text);
    writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const signed = manifest.signature ? `version ${manifest.version}, signed by key ${manifest.keyId}` : 'UNSIGNED: the app refuses it; sign it with --sign KEY --version N';
    console.log(`policy bundle: wrote ${join(args.out, manifest.bundle)} (${Buffer.byteLength(text)} bytes) and ${join(args.out, 'manifest.json')} (${signed}): check them with policy verify, then publish both where the build's CONFIG manifest URL points (VITE_CONFIG_MANIFEST_URL, default /config-bundle/manifest.json)`);
    return 0;
  }
  if (args.command === 'verify') {
    const keys = args.key ? [publicPart(readKeyFile(args.key, 'public'))] : PRODUCTION_KEYS;
    const refused = (r: Rejection): number => {
      console.log(`policy verify: refused (${r.reason}): ${r.detail}`);
      return 1;
    };
    const manifestPath = join(args.dir, 'manifest.json');
    const manifest = readJsonInput(manifestPath) as ConfigManifest;
    const shape = manifestShapeProblem(manifest);
    if (shape) return refused(shape);
    const untrusted = await manifestTrustProblem(manifest, keys, args.after);
    if (untrusted) return refused(untrusted);
    const bundlePath = join(args.dir, manifest.bundle);
    if (!BUNDLE_NAME.test(manifest.bundle) || !existsSync(bundlePath)) throw new InputError(`${bundlePath}: no such file (the manifest names it)`);
    const bytes = readFileSync(bundlePath);
    const content = await contentProblem(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), manifest);
    if ('reason' in content) return refused(content);
    console.log(`policy verify: ok: ${manifest.bundle} (${bytes.byteLength} bytes), version ${manifest.version}, signed by key ${manifest.keyId}${args.after ? `, above version ${args.after}` : ''}`);
    return 0;
  }
  if (args.command === 'keygen') {
    const dir = resolve(args.dir);
    const privatePath = join(dir, 'config-signing.private.jwk');
    const publicPath = join(dir, 'config-signing.public.jwk');
    for (const path of [privatePath, publicPath]) if (existsSync(path)) throw new InputError(`${join(args.dir, path.slice(dir.length + 1))}: exists; not overwritten`);
    const { privateJwk, publicJwk, keyId } = await generateSigningKeys();
    mkdirSync(dir, { recursive: true });
    writeFileSync(privatePath, `${JSON.stringify(privateJwk, null, 2)}\n`, { mode: 0o600 });
    writeFileSync(publicPath, `${JSON.stringify(publicJwk, null, 2)}\n`);
    console.log(`policy keygen: wrote ${join(args.dir, 'config-signing.private.jwk')} (secret: move it into the release pipeline's secret store, never into the repository) and ${join(args.dir, 'config-signing.public.jwk')} (key ${keyId}: add it to src/bundle/trustedKeys.ts)`);
    return 0;
  }
  if (args.command === 'new-site') {
    let written: string[];
    try {
      written = newSite(repoRoot, args.key, args.id, args.like);
    } catch (err) {
      if (err instanceof NewSiteError) throw new InputError(`new-site: ${err.message}`);
      throw err;
    }
    console.log(`policy new-site: wrote ${written.join(', ')}. Replace the logos and the copied values with the site's own, then: npm run -s policy -- check (it names anything still missing) and npm run -s policy -- diff. The demo serves it at ?site=${args.id}.`);
    return 0;
  }
  if (args.command === 'docs') {
    const page = renderPolicyDocs(loadEngine().bundle);
    const path = join(repoRoot, 'docs/policies.md');
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    // The compliance guide's storage-key table is generated from the policies too.
    const guidePath = join(repoRoot, GUIDE_FILE);
    const guide = existsSync(guidePath) ? readFileSync(guidePath, 'utf8') : '';
    const newGuide = withStorageKeys(guide, storageKeys(readBundleFileMap()));
    if (args.check) {
      const stale = [...(current === page ? [] : ['docs/policies.md']), ...(guide === newGuide ? [] : [GUIDE_FILE])];
      if (stale.length === 0) {
        console.log(`policy docs: docs/policies.md and ${GUIDE_FILE} match the policies`);
        return 0;
      }
      console.log(`policy docs: ${stale.join(' and ')} stale: run \`npm run -s policy -- docs\` and commit it`);
      return 1;
    }
    if (current !== page) writeFileSync(path, page);
    if (guide !== newGuide) writeFileSync(guidePath, newGuide);
    console.log(`policy docs: ${current === page ? 'docs/policies.md was current' : 'wrote docs/policies.md'} (${policyCount(page)} policies); ${guide === newGuide ? `${GUIDE_FILE} was current` : `wrote ${GUIDE_FILE}'s storage keys`}`);
    return 0;
  }
  let report;
  try {
    report = await diffAgainst(args.rev);
  } catch (err) {
    if (!(err instanceof DiffRefused)) throw err;
    for (const line of err.lines) console.log(line);
    return 2;
  }
  writeExamples(report, resolve(args.out));
  if (args.ci) report = acknowledge(report, readChanges());
  console.log(args.json ? reportJson(report) : renderDiff(report));
  if (!args.ci) return 0;
  const open = report.groups.filter((g) => !g.acknowledged);
  if (open.length && !args.json) console.log(`\npolicy diff --ci: ${open.length} change group${open.length === 1 ? '' : 's'} not acknowledged in policies/CHANGES.json (add {"decision", "group", "why"} for each once reviewed)`);
  return open.length ? 1 : 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  if (err instanceof UsageError) {
    console.error(`policy: ${err.message}\n${USAGE}`);
    process.exitCode = 2;
  } else if (err instanceof InputError) {
    console.error(`policy: ${err.message}`);
    process.exitCode = 2;
  } else {
    console.error(`policy: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  }
}

/**
 * The `policy` command, for compliance staff and CI.
 *
 *   npm run -s policy -- check                     validate every config, policy and scenario file
 *   npm run -s policy -- decide FACTS.json         the decisions for these facts, as JSON
 *   npm run -s policy -- decide - < FACTS.json     the same, facts on standard input
 *   npm run -s policy -- decide FILE --explain     why: the clause that settled each decision
 *   npm run -s policy -- decide FILE --only kycBar,footer
 *   npm run -s policy -- diff [REV]                which scenarios decide differently than at REV (default HEAD)
 *
 * A FACTS file follows schemas/facts.schema.json; a scenario file (with "facts") works too.
 * Exit codes: 0 ok, 1 check found errors, 2 bad input (one line on stderr, never a stack trace).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRepo, formatError } from '../engine/check';
import { SchemaSet, describeAjvErrors } from '../engine/check/schemas';
import { loadEngine, repoRoot } from '../bundle/node';
import { renderExplanation } from '../engine/explainText';
import { diffAgainst, renderDiff } from './diff';

class InputError extends Error {}

const USAGE = `usage:
  policy check
  policy decide FILE|- [--explain] [--json] [--only id,id]
  policy diff [REV]`;

function readFacts(source: string): { facts: Record<string, unknown>; label: string } {
  let text: string;
  try {
    text = source === '-' ? readFileSync(0, 'utf8') : readFileSync(source, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(`${source}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? String(err)})`}`);
  }
  const label = source === '-' ? 'standard input' : source;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new InputError(`${label}: not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new InputError(`${label}: facts must be a JSON object`);
  // A scenario file carries its facts under "facts".
  const obj = json as Record<string, unknown>;
  const facts = 'facts' in obj && 'expect' in obj ? obj.facts : obj;
  if (typeof facts !== 'object' || facts === null || Array.isArray(facts)) throw new InputError(`${label}: "facts" must be a JSON object`);
  const schemas = new SchemaSet(join(repoRoot, 'schemas'));
  const validate = schemas.validatorFor('facts.schema.json')!;
  if (!validate(facts)) {
    const first = describeAjvErrors(label, validate.errors)[0];
    throw new InputError(first ? formatError(first) : `${label}: facts do not match schemas/facts.schema.json`);
  }
  return { facts: facts as Record<string, unknown>, label };
}

function main(argv: string[]): number {
  const [command, ...rest] = argv;
  if (command === 'check') {
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
  if (command === 'decide') {
    const flags = new Set(rest.filter((a) => a.startsWith('--')));
    const onlyAt = rest.indexOf('--only');
    const only = onlyAt >= 0 ? (rest[onlyAt + 1] ?? '').split(',').filter(Boolean) : null;
    const positional = rest.filter((a, i) => !a.startsWith('--') && !(onlyAt >= 0 && i === onlyAt + 1));
    for (const f of flags) if (!['--explain', '--json', '--only'].includes(f)) throw new InputError(`unknown option ${f}\n${USAGE}`);
    if (positional.length !== 1) throw new InputError(`decide needs one facts file (or - for standard input)\n${USAGE}`);
    const { facts } = readFacts(positional[0]!);
    let clockNote = '';
    if (facts.now === undefined) {
      // The engine never reads a clock; the CLI is an edge and may. Say so.
      facts.now = new Date().toISOString();
      clockNote = `now: ${facts.now} (the facts gave none; the current time was used)`;
    }
    const engine = loadEngine();
    if (only) {
      const unknown = only.filter((id) => !engine.bundle.policies.some((p) => p.id === id));
      if (unknown.length) throw new InputError(`--only: unknown decision ${unknown.join(', ')}`);
    }
    const explain = flags.has('--explain');
    const result = engine.decide(facts, { explain });
    const keep = (id: string): boolean => !only || only.includes(id);
    const decisions = Object.fromEntries(Object.entries(result.decisions).filter(([id]) => keep(id)));
    if (!explain) {
      console.log(JSON.stringify(decisions, null, 2));
      return 0;
    }
    const trace = Object.fromEntries(Object.entries(result.trace ?? {}).filter(([id]) => keep(id)));
    if (flags.has('--json')) {
      console.log(JSON.stringify({ decisions, trace }, null, 2));
      return 0;
    }
    const ctx = engine.context(facts);
    console.log(renderExplanation(ctx, trace, clockNote));
    return 0;
  }
  if (command === 'diff') {
    const rev = rest.find((a) => !a.startsWith('--')) ?? 'HEAD';
    const result = diffAgainst(rev);
    console.log(renderDiff(rev, result));
    return 0;
  }
  throw new InputError(command ? `unknown command "${command}"\n${USAGE}` : USAGE);
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (err) {
  if (err instanceof InputError) {
    console.error(`policy: ${err.message}`);
    process.exitCode = 2;
  } else {
    console.error(`policy: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  }
}

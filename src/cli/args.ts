/**
 * The `policy` command's arguments, parsed strictly with node:util's parseArgs: an unknown
 * option, an option without its value, a value given to a flag, a missing or extra positional
 * argument is a UsageError (printed with the usage, exit 2), never silently ignored. Pure: no
 * file is read here.
 */
import { parseArgs } from 'node:util';

export const USAGE = `usage:
  policy check                                   validate every config, policy and scenario file
  policy decide FILE|- [--explain] [--json] [--only ID,ID]
                                                 the decisions for these facts (- reads standard input)
  policy diff [REV] [--json] [--ci] [--out DIR]  what would change, for whom, against REV (default HEAD): the
                                                 scenarios and a generated population of visitors, grouped
  policy test                                    every scenario's expectations; failures with the explanation
  policy coverage                                which clauses and options the scenarios exercise (exit 1 if
                                                 an option of a policy is decided by no scenario)
  policy bundle [--out DIR] [--sign KEY --version N]
                                                 check, then write a hot config bundle: DIR/manifest.json and
                                                 DIR/bundle-<sha256>.json (default dist/config-bundle); with
                                                 --sign, the manifest carries version N and a signature by the
                                                 private key file KEY (the app refuses unsigned bundles)
  policy verify DIR [--key PUBLIC] [--after N]   check DIR/manifest.json and its bundle as the app will before
                                                 upload: signature (by the app's keys, or the public key file
                                                 PUBLIC), hash, version (above N, the one published now), content
  policy keygen DIR                              a new signing key pair: DIR/config-signing.private.jwk (for the
                                                 release pipeline's secret store) and DIR/config-signing.public.jwk
  policy show ID                                 one policy as plain sentences
  policy docs [--check]                          write docs/policies.md, every policy as plain sentences, and
                                                 docs/compliance-guide.md's storage-key table
                                                 (--check: exit 1 if it is stale, writing nothing)
  policy new-site KEY --id N --like KEY          the files a new site needs, modelled on an existing site:
                                                 config/sites/KEY.json, its logos in public/logos/, its lists in
                                                 the navigation files (then run policy check)
  policy --help                                  this text

options of decide:
  --explain       why: the clause that settled each decision
  --json          JSON output (the default without --explain; with it: decisions and traces)
  --only ID,ID    only these decisions (comma-separated ids of policies/*.json)

options of bundle:
  --sign KEY      sign with this private key file (a P-256 JWK, as policy keygen writes)
  --version N     the bundle's version: an integer above every version published before

options of diff:
  --json          the report as JSON
  --ci            exit 1 on a change group policies/CHANGES.json does not acknowledge
  --out DIR       where the example facts of each group go (default artifacts/policy-diff)`;

export class UsageError extends Error {}

export type Command =
  | { command: 'help' }
  | { command: 'check' }
  | { command: 'decide'; file: string; explain: boolean; json: boolean; only: string[] | null }
  | { command: 'diff'; rev: string; json: boolean; ci: boolean; out: string }
  | { command: 'test' }
  | { command: 'coverage' }
  | { command: 'show'; id: string }
  | { command: 'docs'; check: boolean }
  | { command: 'bundle'; out: string; sign: { key: string; version: number } | null }
  | { command: 'verify'; dir: string; key: string | null; after: number }
  | { command: 'keygen'; dir: string }
  | { command: 'new-site'; key: string; id: number; like: string };

/** An integer option value of at least `min`, or a UsageError naming the option. */
function integerOption(option: string, value: string, min: number): number {
  const n = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(n) || n < min) throw new UsageError(`option ${option} needs an integer of at least ${min}, not "${value}"`);
  return n;
}

/** parseArgs with `strict`, its errors turned into one plain sentence. */
function parse<T extends Record<string, { type: 'boolean' | 'string'; short?: string }>>(
  args: string[],
  options: T,
  maxPositionals: number,
  what: string,
) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(plainParseError(error));
  }
  if (parsed.positionals.length > maxPositionals) {
    throw new UsageError(`${what}: unexpected argument "${parsed.positionals[maxPositionals]}"`);
  }
  return parsed;
}

function plainParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const option = /'(--?[\w-]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `unknown option ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    return /argument missing/.test(message) ? `option ${option} needs a value` : `option ${option} takes no value`;
  }
  return message.split('\n')[0] ?? message;
}

export function parseCommand(argv: readonly string[]): Command {
  const [command, ...rest] = argv;
  if (command === undefined) throw new UsageError('no command given');
  if (command === '--help' || command === '-h' || command === 'help') return { command: 'help' };
  switch (command) {
    case 'check': {
      const { values } = parse(rest, {}, 0, 'check');
      return values.help ? { command: 'help' } : { command: 'check' };
    }
    case 'decide': {
      const { values, positionals } = parse(
        rest,
        { explain: { type: 'boolean' }, json: { type: 'boolean' }, only: { type: 'string' } },
        1,
        'decide',
      );
      if (values.help) return { command: 'help' };
      const file = positionals[0];
      if (file === undefined) throw new UsageError('decide needs one facts file (or - for standard input)');
      let only: string[] | null = null;
      if (values.only !== undefined) {
        only = values.only.split(',').map((id) => id.trim()).filter(Boolean);
        if (only.length === 0) throw new UsageError('option --only needs a value: decision ids, comma-separated');
      }
      return { command: 'decide', file, explain: values.explain ?? false, json: values.json ?? false, only };
    }
    case 'diff': {
      const { values, positionals } = parse(rest, { json: { type: 'boolean' }, ci: { type: 'boolean' }, out: { type: 'string' } }, 1, 'diff');
      if (values.help) return { command: 'help' };
      return { command: 'diff', rev: positionals[0] ?? 'HEAD', json: values.json ?? false, ci: values.ci ?? false, out: values.out ?? 'artifacts/policy-diff' };
    }
    case 'test':
    case 'coverage': {
      const { values } = parse(rest, {}, 0, command);
      return values.help ? { command: 'help' } : { command };
    }
    case 'show': {
      const { values, positionals } = parse(rest, {}, 1, 'show');
      if (values.help) return { command: 'help' };
      const id = positionals[0];
      if (id === undefined) throw new UsageError('show needs a decision id (a file name of policies/ without .json)');
      return { command: 'show', id };
    }
    case 'bundle': {
      const { values } = parse(rest, { out: { type: 'string' }, sign: { type: 'string' }, version: { type: 'string' } }, 0, 'bundle');
      if (values.help) return { command: 'help' };
      if (values.sign !== undefined && values.version === undefined) throw new UsageError('option --sign needs --version N too: an integer above every version published before');
      if (values.version !== undefined && values.sign === undefined) throw new UsageError('option --version goes with --sign KEY: an unsigned bundle has no version');
      const sign = values.sign !== undefined ? { key: values.sign, version: integerOption('--version', values.version!, 1) } : null;
      return { command: 'bundle', out: values.out ?? 'dist/config-bundle', sign };
    }
    case 'verify': {
      const { values, positionals } = parse(rest, { key: { type: 'string' }, after: { type: 'string' } }, 1, 'verify');
      if (values.help) return { command: 'help' };
      const dir = positionals[0];
      if (dir === undefined) throw new UsageError('verify needs the folder with manifest.json and its bundle');
      return { command: 'verify', dir, key: values.key ?? null, after: values.after === undefined ? 0 : integerOption('--after', values.after, 0) };
    }
    case 'keygen': {
      const { values, positionals } = parse(rest, {}, 1, 'keygen');
      if (values.help) return { command: 'help' };
      const dir = positionals[0];
      if (dir === undefined) throw new UsageError('keygen needs the folder to write the key pair to');
      return { command: 'keygen', dir };
    }
    case 'docs': {
      const { values } = parse(rest, { check: { type: 'boolean' } }, 0, 'docs');
      return values.help ? { command: 'help' } : { command: 'docs', check: values.check ?? false };
    }
    case 'new-site': {
      const { values, positionals } = parse(rest, { id: { type: 'string' }, like: { type: 'string' } }, 1, 'new-site');
      if (values.help) return { command: 'help' };
      const key = positionals[0];
      if (key === undefined || !/^[a-z][a-z0-9]*$/.test(key)) throw new UsageError('new-site needs the new site\'s key: lowercase letters and digits, e.g. "br"');
      if (values.id === undefined) throw new UsageError('new-site needs --id N: the site\'s sub_website_id');
      if (values.like === undefined) throw new UsageError('new-site needs --like KEY: the existing site to model it on');
      return { command: 'new-site', key, id: integerOption('--id', values.id, 0), like: values.like };
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

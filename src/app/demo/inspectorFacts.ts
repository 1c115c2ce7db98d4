/**
 * The policy inspector's facts: checked against schemas/facts.schema.json (Ajv compiles it in
 * this dev-only chunk), turned into the patch laid over the page's own facts, and written out as
 * a scenario file body. Pure apart from the compiled validator.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import factsSchema from '../../../schemas/facts.schema.json';
import { describeAjvErrors, formatError } from '../../engine/check/errors';
import { siteIndex } from '../../site/sites';

export type Json = Record<string, unknown>;

let validateFacts: ValidateFunction | null = null;

/** Ajv compiles the facts schema once, in this dev-only chunk (the app ships no Ajv). */
function factsValidator(): ValidateFunction {
  if (!validateFacts) {
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false, allowUnionTypes: true });
    addFormats(ajv);
    validateFacts = ajv.compile(factsSchema);
  }
  return validateFacts;
}

/** The schema errors of a facts text, one line each (file "facts", JSON pointer, what was expected). */
export function checkFactsText(text: string): { facts: Json } | { errors: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { errors: [`facts: not valid JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { errors: ['facts /: must be a JSON object'] };
  const validate = factsValidator();
  if (!validate(json)) return { errors: describeAjvErrors('facts', validate.errors).map(formatError) };
  // The sites are config/sites/ itself (the schema copies no list): the index names them.
  const site = (json as Json).site;
  if (typeof site === 'number' && !siteIndex.some((s) => s.id === site)) {
    return { errors: [`facts /site: no site has id ${site}: one of ${[...siteIndex].sort((a, b) => a.id - b.id).map((s) => `${s.id} (${s.key})`).join(', ')}`] };
  }
  return { facts: json as Json };
}

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** What the edit changes, key by key (lists whole; a removed fact as `undefined`), or null for nothing. */
export function factsPatch(gathered: Json, edited: Json): Json | null {
  const patch: Json = {};
  for (const key of new Set([...Object.keys(gathered), ...Object.keys(edited)])) {
    if (key === '$schema') continue;
    const a = gathered[key];
    const b = edited[key];
    if (!(key in edited)) patch[key] = undefined;
    else if (isObject(a) && isObject(b)) {
      const inner = factsPatch(a, b);
      if (inner) patch[key] = inner;
    } else if (JSON.stringify(a) !== JSON.stringify(b)) patch[key] = b;
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/** Leaves an edit changes, as "user.verified" paths, for the status line. */
export function changedPaths(patch: Json | null, at = ''): string[] {
  if (!patch) return [];
  return Object.entries(patch).flatMap(([k, v]) => (isObject(v) ? changedPaths(v, `${at}${k}.`) : [`${at}${k}`]));
}

/** A scenario file body: these facts, and every decision as its expectation. */
export function scenarioBody(facts: Json, decisions: Json, focus: string): string {
  const path = typeof facts.path === 'string' ? facts.path : '/';
  const { $schema: _schema, ...plain } = facts;
  return `${JSON.stringify(
    {
      $schema: '../schemas/scenario.schema.json',
      name: `${focus} on ${path} (from the policy inspector)`,
      description: `Written by the demo's policy inspector: the facts of a page view and every decision the engine took for them. Say here what SPEC section it pins, and trim the expectations to the ones that matter (${focus} first).`,
      tags: [focus],
      facts: plain,
      expect: decisions,
    },
    null,
    2,
  )}\n`;
}

/**
 * Ajv's errors as lines a compliance editor can act on: the file, the JSON pointer and what was
 * expected (with a "did you mean" for misspelt property names). Pure: used by `policy check`
 * (Node) and by the demo's policy inspector (browser) alike.
 */
import type { ErrorObject } from 'ajv/dist/2020';

export interface CheckError {
  file: string;
  pointer: string;
  message: string;
}

export const formatError = (e: CheckError): string => `${e.file} ${e.pointer || '/'}: ${e.message}`;

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

export function closest(word: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = levenshtein(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : null;
}

function allowedProperties(parentSchema: unknown): string[] {
  if (!parentSchema || typeof parentSchema !== 'object') return [];
  const props = (parentSchema as { properties?: Record<string, unknown> }).properties;
  return props ? Object.keys(props) : [];
}

/** Ajv errors -> one line each, most specific first, combinator noise dropped. */
export function describeAjvErrors(file: string, errors: ErrorObject[] | null | undefined): CheckError[] {
  if (!errors) return [];
  const out: CheckError[] = [];
  const specific = errors.filter((e) => !['oneOf', 'anyOf', 'if', 'allOf'].includes(e.keyword));
  const list = specific.length > 0 ? specific : errors;
  for (const e of list) {
    const pointer = e.instancePath;
    switch (e.keyword) {
      case 'additionalProperties':
      case 'unevaluatedProperties': {
        const name = String((e.params as { additionalProperty?: string; unevaluatedProperty?: string }).additionalProperty ??
          (e.params as { unevaluatedProperty?: string }).unevaluatedProperty);
        const allowed = allowedProperties(e.parentSchema);
        const guess = closest(name, allowed);
        out.push({
          file,
          pointer: `${pointer}/${name}`,
          message: `unknown property "${name}"${guess ? ` (did you mean "${guess}"?)` : ''}; expected one of: ${allowed.join(', ')}`,
        });
        break;
      }
      case 'required':
        out.push({ file, pointer, message: `missing required property "${(e.params as { missingProperty: string }).missingProperty}"` });
        break;
      case 'enum':
        out.push({ file, pointer, message: `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}` });
        break;
      case 'const':
        out.push({ file, pointer, message: `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}` });
        break;
      case 'type':
        out.push({ file, pointer, message: `must be of type ${String((e.params as { type: unknown }).type)}` });
        break;
      case 'pattern': {
        // The schema's own words for what is allowed; the raw regex only when it has none.
        const description = (e.parentSchema as { description?: unknown } | undefined)?.description;
        const got = typeof e.data === 'string' ? `${JSON.stringify(e.data)} is not allowed here: ` : '';
        out.push({ file, pointer, message: typeof description === 'string' ? `${got}expected ${description.charAt(0).toLowerCase()}${description.slice(1)}` : `must match the pattern ${(e.params as { pattern: string }).pattern}` });
        break;
      }
      case 'exclusiveMinimum':
        out.push({ file, pointer, message: `must be more than ${String((e.params as { limit: unknown }).limit)}` });
        break;
      default:
        out.push({ file, pointer, message: e.message ?? e.keyword });
    }
  }
  // Ajv may report the same place twice through different branches.
  const seen = new Set<string>();
  return out.filter((e) => {
    const key = formatError(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

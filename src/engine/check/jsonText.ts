/**
 * JSON text as a compliance editor writes it, read strictly (issue 38): every mistake JSON.parse
 * lets through silently, or answers with a crash, becomes a sentence naming the file and the
 * place. A byte-order mark, a file over the size limit, nesting deeper than the depth limit, an
 * array longer than the array limit (each refused by one linear scan, before anything recursive
 * runs) and a key given twice in one object (JSON keeps the last one silently). Pure: `policy
 * check`, `policy decide` and the demo's policy inspector read files with it alike.
 */
import { parse as parseJsonc, printParseErrorCode, visit, type ParseError } from 'jsonc-parser';
import type { CheckError } from './errors';

/** The limits: far above any real file (the largest is ~25 kB, 19 entries, 15 levels deep). */
export const JSON_LIMITS = { bytes: 1_000_000, arrayEntries: 1_000, depth: 32 } as const;

export type JsonTextResult = { ok: true; value: unknown } | { ok: false; errors: CheckError[] };

/** Line and column (both from 1) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const escapeSegment = (s: string | number): string => String(s).replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (path: ReadonlyArray<string | number>): string => path.map((s) => `/${escapeSegment(s)}`).join('');

/**
 * One pass over the text, iterative: the deepest nesting and the longest array, each with the
 * offset where it starts. Strings are skipped, so brackets inside them do not count.
 */
function scanShape(text: string): { tooDeep: number | null; longArray: { offset: number; entries: number } | null } {
  const stack: Array<{ array: boolean; offset: number; entries: number; empty: boolean }> = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) {
      inString = true;
      const top = stack[stack.length - 1];
      if (top) top.empty = false;
    } else if (c === 91 || c === 123) {
      const top = stack[stack.length - 1];
      if (top) top.empty = false;
      stack.push({ array: c === 91, offset: i, entries: 0, empty: true });
      if (stack.length > JSON_LIMITS.depth) return { tooDeep: i, longArray: null };
    } else if (c === 93 || c === 125) {
      stack.pop();
    } else if (c === 44) {
      const top = stack[stack.length - 1];
      if (top?.array) {
        top.entries++;
        if (top.entries + 1 > JSON_LIMITS.arrayEntries) return { tooDeep: null, longArray: { offset: top.offset, entries: top.entries + 1 } };
      }
    } else if (c > 32) {
      const top = stack[stack.length - 1];
      if (top) top.empty = false;
    }
  }
  return { tooDeep: null, longArray: null };
}

/** Keys given twice in one object: the pointer of the object's key, and both lines. */
function duplicateKeys(text: string, file: string): CheckError[] {
  const errors: CheckError[] = [];
  const open: Array<Map<string, number>> = [];
  visit(text, {
    onObjectBegin: () => {
      open.push(new Map());
    },
    onObjectEnd: () => {
      open.pop();
    },
    onObjectProperty: (name, _offset, _length, startLine, _startCharacter, pathSupplier) => {
      const keys = open[open.length - 1];
      if (!keys) return;
      const line = startLine + 1;
      const first = keys.get(name);
      if (first === undefined) {
        keys.set(name, line);
        return;
      }
      const pointer = pointerOf([...pathSupplier(), name]);
      errors.push({
        file,
        pointer,
        message: `duplicate key "${name}" at line ${line} (first at line ${first}, ${pointer}): JSON keeps only the last one, so the first would be silently ignored; keep one`,
      });
    },
  });
  return errors;
}

/** Parse a file's text strictly; the errors name the file and the place. */
export function parseJsonText(text: string, file: string): JsonTextResult {
  const fail = (pointer: string, message: string): JsonTextResult => ({ ok: false, errors: [{ file, pointer, message }] });
  if (text.charCodeAt(0) === 0xfeff) {
    return fail('', 'starts with a byte-order mark (BOM, an invisible character some editors add): save the file as UTF-8 without BOM');
  }
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > JSON_LIMITS.bytes) return fail('', tooBig(bytes));
  const shape = scanShape(text);
  if (shape.tooDeep !== null) {
    const at = lineColumn(text, shape.tooDeep);
    return fail('', `nested more than ${JSON_LIMITS.depth} levels deep (line ${at.line}, column ${at.column}): no policy, config or facts file needs that; flatten it`);
  }
  if (shape.longArray) {
    const at = lineColumn(text, shape.longArray.offset);
    return fail('', `the array at line ${at.line}, column ${at.column} has more than ${JSON_LIMITS.arrayEntries} entries (the limit per array): split the data or keep it out of policy files`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse does not say where on every Node version; jsonc-parser does.
    const errors: ParseError[] = [];
    parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    let where = '';
    let what = 'syntax error';
    if (first) {
      const at = lineColumn(text, first.offset);
      where = ` (line ${at.line}, column ${at.column})`;
      what = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    }
    return fail('', `not valid JSON${where}: ${what}`);
  }
  const dups = duplicateKeys(text, file);
  return dups.length ? { ok: false, errors: dups } : { ok: true, value };
}

/** The message for a file over the size limit (checked from its size on disk before reading it too). */
export const tooBig = (bytes: number): string =>
  `${(bytes / 1_000_000).toFixed(1)} MB is over the limit of ${JSON_LIMITS.bytes / 1_000_000} MB per file: policy, config and facts files are small; this is not one`;

/** Where a JSON pointer's value starts in the text, as line and column (null when it is not there). */
export function locatePointer(text: string, pointer: string): { line: number; column: number } | null {
  const target = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let found: number | null = target.length === 0 ? 0 : null;
  visit(text, {
    onObjectProperty: (name, offset, _l, _sl, _sc, pathSupplier) => {
      if (found !== null) return;
      const path = [...pathSupplier(), name].map(String);
      if (path.length === target.length && path.every((s, i) => s === target[i])) found = offset;
    },
    onLiteralValue: (_v, offset, _l, _sl, _sc, pathSupplier) => {
      if (found !== null) return;
      const path = pathSupplier().map(String);
      if (path.length === target.length && path.every((s, i) => s === target[i])) found = offset;
    },
    onObjectBegin: (offset, _l, _sl, _sc, pathSupplier) => {
      if (found !== null) return;
      const path = pathSupplier().map(String);
      if (path.length === target.length && target.length > 0 && path.every((s, i) => s === target[i])) found = offset;
    },
    onArrayBegin: (offset, _l, _sl, _sc, pathSupplier) => {
      if (found !== null) return;
      const path = pathSupplier().map(String);
      if (path.length === target.length && target.length > 0 && path.every((s, i) => s === target[i])) found = offset;
    },
  });
  return found === null ? null : lineColumn(text, found);
}

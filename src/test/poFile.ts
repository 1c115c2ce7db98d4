/**
 * A reader of our gettext catalogs (locales/<locale>/<part>.po as `lingui extract` writes them),
 * for the translation gate (src/i18n/catalogs.test.ts): each message's source text and its
 * translation; obsolete (#~) entries and the header are left out.
 */
export interface PoMessage {
  readonly source: string;
  readonly translation: string;
  /** The msgctxt, where a message has one (the same source in two meanings). */
  readonly context?: string;
}

function unquote(line: string): string {
  return JSON.parse(line) as string;
}

/** The messages of a catalog's text. */
export function parsePo(text: string): PoMessage[] {
  const out: { source: string; translation: string; context?: string }[] = [];
  let current: { source: string; translation: string; context?: string } | null = null;
  let field: 'source' | 'translation' | null = null;
  let context: string | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#~')) continue;
    if (line.startsWith('msgctxt ')) {
      context = unquote(line.slice(8));
    } else if (line.startsWith('msgid ')) {
      current = { source: unquote(line.slice(6)), translation: '', ...(context === undefined ? {} : { context }) };
      context = undefined;
      out.push(current);
      field = 'source';
    } else if (line.startsWith('msgstr ')) {
      if (current) current.translation = unquote(line.slice(7));
      field = 'translation';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else {
      field = null;
    }
  }
  return out.filter((m) => m.source !== '');
}

/** The ICU arguments a message uses ({name}, {count, plural, ...}), as a sorted list. */
export function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([\w$]+)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

/** The numbered tags of a rich-text message (<0>…</0>, <1/>), as a sorted list with counts. */
export function tagsOf(message: string): string[] {
  return [...message.matchAll(/<\/?\d+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, '')).sort();
}

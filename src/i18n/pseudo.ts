/**
 * The pseudo-locale (issue 14, demo and dev only: `?locale=pseudo`, kept for the tab's session;
 * `?locale=` turns it off). Every message the app shows is the English one accented and 30%
 * longer, between ⟦ and ⟧: text that stays plain ASCII was never a message (a hard-coded
 * string), and a label whose ⟧ is cut off is truncated. Arguments, rich-text tags and plural `#`
 * are left alone, so the page still works.
 */
import type { Messages } from '@lingui/core';

const ACCENTS: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ', n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ', N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** Accents the letters of a literal, leaving rich-text tags (<0>, </0>, <1/>) as they are. */
function accent(text: string): string {
  return text
    .split(/(<\/?\d+\s*\/?>)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTS[ch] ?? ch)))
    .join('');
}

const letters = (text: string) => text.replace(/<\/?\d+\s*\/?>/g, '').replace(/[^A-Za-z]/g, '').length;

type Token = string | readonly unknown[];

/** A compiled message (a string, or tokens: literals, `#`, and [name, format?, options?] arguments). */
function pseudoTokens(tokens: readonly Token[]): Token[] {
  return tokens.map((token) => {
    if (typeof token === 'string') return token === '#' ? token : accent(token);
    if (Array.isArray(token) && token.length >= 3 && token[2] !== null && typeof token[2] === 'object') {
      const [name, format, options, ...rest] = token as [unknown, unknown, Record<string, unknown>, ...unknown[]];
      const mapped = Object.fromEntries(Object.entries(options).map(([key, value]) => [key, Array.isArray(value) ? pseudoTokens(value as Token[]) : typeof value === 'string' ? accent(value) : value]));
      return [name, format, mapped, ...rest];
    }
    return token;
  });
}

function textLength(tokens: readonly Token[]): number {
  return tokens.reduce<number>((sum, token) => sum + (typeof token === 'string' ? letters(token) : 0), 0);
}

/** One message: accented, 30% longer (a tail of ~), bracketed. */
export function pseudoMessage(message: unknown): unknown {
  const tokens: Token[] = typeof message === 'string' ? [message] : Array.isArray(message) ? (message as Token[]) : [];
  if (tokens.length === 0) return message;
  const padding = '~'.repeat(Math.ceil(textLength(tokens) * 0.3));
  return ['⟦', ...pseudoTokens(tokens), padding ? ` ${padding}⟧` : '⟧'];
}

export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)])) as Messages;
}

const SESSION_KEY = 'pseudo_locale';

/** Whether this tab shows the pseudo-locale: `?locale=pseudo` turns it on, `?locale=` (any other value) off. */
export function pseudoLocaleWanted(search: string, session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): boolean {
  const asked = new URLSearchParams(search).get('locale');
  try {
    if (asked === 'pseudo') session?.setItem(SESSION_KEY, '1');
    else if (asked !== null) session?.removeItem(SESSION_KEY);
    return session?.getItem(SESSION_KEY) === '1' || asked === 'pseudo';
  } catch {
    return asked === 'pseudo';
  }
}

import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memoryStorage';
import { pseudoLocaleWanted, pseudoMessage } from './pseudo';

const flat = (m: unknown): string => (Array.isArray(m) ? m.map((t) => (typeof t === 'string' ? t : Array.isArray(t) ? `{${String(t[0])}}` : '')).join('') : String(m));

describe('pseudo-locale (issue 14)', () => {
  it('accents letters, keeps arguments and tags, brackets and lengthens by 30%', () => {
    const out = pseudoMessage(compileMessage('Read the <0>terms</0>, {name}'));
    expect(flat(out)).toBe('⟦Ŕéáð ţĥé <0>ţéŕɱš</0>, {name} ~~~~⟧');
    expect((out as unknown[]).some((t) => Array.isArray(t) && t[0] === 'name')).toBe(true);
  });

  it('keeps plural # and accents each branch', () => {
    const out = pseudoMessage(compileMessage('{0, plural, one {# day} other {# days}}')) as unknown[];
    const plural = out.find((t) => Array.isArray(t)) as [string, string, Record<string, unknown[]>];
    expect(plural[0]).toBe('0');
    expect(plural[2].one).toEqual(['#', ' ðáý']);
    expect(plural[2].other).toEqual(['#', ' ðáýš']);
  });

  it('is on for ?locale=pseudo, stays on for the session, and ?locale= turns it off', () => {
    const session = memoryStorage();
    expect(pseudoLocaleWanted('', session)).toBe(false);
    expect(pseudoLocaleWanted('?locale=pseudo', session)).toBe(true);
    expect(pseudoLocaleWanted('?x=1', session)).toBe(true);
    expect(pseudoLocaleWanted('?locale=', session)).toBe(false);
    expect(pseudoLocaleWanted('', session)).toBe(false);
  });
});

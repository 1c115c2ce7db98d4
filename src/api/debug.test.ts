import { describe, expect, it } from 'vitest';
import { DEBUG_STORAGE_KEY, readDebugFlag } from './debug';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('the debug flag (SPEC section 4)', () => {
  it('?debug=1 turns it on and persists it; later pages stay on; ?debug=0 turns it off', () => {
    const store = memory();
    expect(readDebugFlag('', store)).toBe(false);
    expect(readDebugFlag('?debug=1', store)).toBe(true);
    expect(store.data.get(DEBUG_STORAGE_KEY)).toBe('1');
    expect(readDebugFlag('?page=2', store)).toBe(true);
    expect(readDebugFlag('?debug=0', store)).toBe(false);
    expect(readDebugFlag('', store)).toBe(false);
  });

  it('anything else is off: other values, a tampered stored value, blocked storage', () => {
    expect(readDebugFlag('?debug=true', memory())).toBe(false);
    expect(readDebugFlag('', memory({ [DEBUG_STORAGE_KEY]: 'yes' }))).toBe(false);
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => undefined };
    expect(readDebugFlag('?debug=1', blocked)).toBe(true);
    expect(readDebugFlag('', blocked)).toBe(false);
  });
});

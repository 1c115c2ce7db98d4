import { describe, expect, it } from 'vitest';
import { DEBUG_STORAGE_KEY, readDebugFlag } from './debug';
import { memoryStorage } from '../test/memoryStorage';

describe('the debug flag (SPEC section 4)', () => {
  it('?debug=1 turns it on and persists it; later pages stay on; ?debug=0 turns it off', () => {
    const store = memoryStorage();
    expect(readDebugFlag('', store)).toBe(false);
    expect(readDebugFlag('?debug=1', store)).toBe(true);
    expect(store.data.get(DEBUG_STORAGE_KEY)).toBe('1');
    expect(readDebugFlag('?page=2', store)).toBe(true);
    expect(readDebugFlag('?debug=0', store)).toBe(false);
    expect(readDebugFlag('', store)).toBe(false);
  });

  it('anything else is off: other values, a tampered stored value, blocked storage', () => {
    expect(readDebugFlag('?debug=true', memoryStorage())).toBe(false);
    expect(readDebugFlag('', memoryStorage({ [DEBUG_STORAGE_KEY]: 'yes' }))).toBe(false);
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => undefined };
    expect(readDebugFlag('?debug=1', blocked)).toBe(true);
    expect(readDebugFlag('', blocked)).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warmIntl';

describe('warmIntl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('builds a number and a date format of the locale in two idle callbacks, not at once', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmIntl('tr-TR');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(idle).toHaveLength(2);
    idle.forEach((run) => run());
    expect(numbers).toHaveBeenCalledWith('tr-TR');
    expect(dates).toHaveBeenCalledWith('tr-TR');
  });

  it('a locale the engine rejects is not an error', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    warmIntl('not a locale!');
    expect(() => idle.forEach((run) => run())).not.toThrow();
  });
});

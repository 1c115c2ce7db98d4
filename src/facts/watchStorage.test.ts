/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchStorage } from './storage';

describe('watchStorage', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'cookieStore');
  });

  it("refreshes at once, then on another tab's storage write, on focus and when the tab is shown again", () => {
    const refresh = vi.fn();
    const stop = watchStorage(refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(4);
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('learns of a cookie change (a log-out in another tab) from the Cookie Store API, where the browser has it', () => {
    const cookieStore = new EventTarget();
    Reflect.set(window, 'cookieStore', cookieStore);
    const refresh = vi.fn();
    const stop = watchStorage(refresh);
    cookieStore.dispatchEvent(new Event('change'));
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    cookieStore.dispatchEvent(new Event('change'));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does without it where the browser lacks it', () => {
    const refresh = vi.fn();
    expect(() => watchStorage(refresh)()).not.toThrow();
  });
});

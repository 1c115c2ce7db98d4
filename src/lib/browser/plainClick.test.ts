import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plainClick';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('is true for a left click without modifier keys', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('is false for a middle or right click (the browser opens a tab or its menu)', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, button: 2 })).toBe(false);
  });

  it('is false with any modifier key: new tab, new window or download stay with the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    }
  });

});

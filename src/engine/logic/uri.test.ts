import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeDecodeURIComponent } from './uri';

describe('safeDecodeURIComponent (SPEC section 8)', () => {
  it('decodes what encodeURIComponent wrote, for any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => safeDecodeURIComponent(encodeURIComponent(text), () => undefined) === text));
  });

  it('returns malformed text unchanged, with one warning naming it, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const warnings: string[] = [];
        const out = safeDecodeURIComponent(text, (m, t) => warnings.push(`${m} ${t}`));
        let valid = true;
        try {
          decodeURIComponent(text);
        } catch {
          valid = false;
        }
        return valid ? warnings.length === 0 && out === decodeURIComponent(text) : out === text && warnings.length === 1;
      }),
    );
    const warnings: string[] = [];
    expect(safeDecodeURIComponent('50%off%E0%A4%A', (m, t) => warnings.push(`${m} ${t}`))).toBe('50%off%E0%A4%A');
    expect(warnings[0]).toContain('50%off%E0%A4%A');
    expect(safeDecodeURIComponent('%zz', () => undefined)).toBe('%zz');
    expect(safeDecodeURIComponent('caf%C3%A9')).toBe('café');
  });
});

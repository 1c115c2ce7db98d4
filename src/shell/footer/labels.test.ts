import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOTER_TEXT } from './labels';

describe('footer labels', () => {
  it('every label id config/footer.json uses has a message', () => {
    const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../../config/footer.json'), 'utf8')) as {
      default: { label: string }[];
      sites: Record<string, { label: string }[]>;
    };
    const ids = new Set([...config.default, ...Object.values(config.sites).flat()].map((item) => item.label));
    expect([...ids].filter((id) => !(id in FOOTER_TEXT))).toEqual([]);
  });
});

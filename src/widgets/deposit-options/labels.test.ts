import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_OPTION_TEXT } from './labels';

describe('deposit drawer labels', () => {
  it('every label id in config/deposit-drawer.json has a message', () => {
    const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../../config/deposit-drawer.json'), 'utf8')) as {
      default: { label: string }[];
      sites: Record<string, { label: string }[]>;
    };
    const ids = new Set([...config.default, ...Object.values(config.sites).flat()].map((item) => item.label));
    expect([...ids].filter((id) => !(id in DEPOSIT_OPTION_TEXT))).toEqual([]);
  });
});

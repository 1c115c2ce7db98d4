import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REWARDS_TAB_TEXT } from './labels';

describe('rewards tab labels', () => {
  it('every label id in config/rewards-tabs.json has a message', () => {
    const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../../config/rewards-tabs.json'), 'utf8')) as {
      default: { label: string }[];
      sites: Record<string, { label: string }[]>;
    };
    const ids = new Set([...config.default, ...Object.values(config.sites).flat()].map((item) => item.label));
    expect([...ids].filter((id) => !(id in REWARDS_TAB_TEXT))).toEqual([]);
  });
});

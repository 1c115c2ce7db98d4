import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_COLUMNS, NOT_FOUND_LINK_TEXT } from './labels';

describe('404 labels', () => {
  const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../../config/not-found-links.json'), 'utf8')) as {
    default: { label: string; column?: string }[];
    sites: Record<string, { label: string; column?: string }[]>;
  };
  const items = [...config.default, ...Object.values(config.sites).flat()];

  it('every label id in config/not-found-links.json has a message', () => {
    expect([...new Set(items.map((i) => i.label))].filter((id) => !(id in NOT_FOUND_LINK_TEXT))).toEqual([]);
  });

  it('every column id has a heading', () => {
    const known = new Set(NOT_FOUND_COLUMNS.map((c) => c.id));
    expect([...new Set(items.map((i) => i.column ?? ''))].filter((id) => !known.has(id))).toEqual([]);
  });
});

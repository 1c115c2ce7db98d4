import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU } from './accountMenu';
import { SIDENAV_TEXT } from './labels';
import type { SideNavItem } from './model';

describe('side navigation labels', () => {
  it('every label of the account menu has a message', () => {
    const labels: string[] = [];
    const walk = (items: readonly SideNavItem[]) =>
      items.forEach((item) => {
        labels.push(item.label);
        if (item.children) walk(item.children);
      });
    walk(ACCOUNT_MENU);
    expect(labels.filter((label) => !(label in SIDENAV_TEXT))).toEqual([]);
  });
});

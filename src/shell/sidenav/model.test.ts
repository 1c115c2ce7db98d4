import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU } from './accountMenu';
import {
  ancestorIds,
  findActiveId,
  itemById,
  matchRoute,
  parseExpanded,
  sideNavMode,
  sideNavWidth,
  withIds,
} from './model';

const tree = withIds([
  { label: 'a', icon: 'grid', href: '/myaccount' },
  {
    label: 'b',
    children: [
      { label: 'b0', href: '/myaccount/deposit/USDT', activeRoutes: ['/myaccount/deposit/*'] },
      { label: 'b1', href: '/myaccount/deposit_fiat' },
      { label: 'b2', children: [{ label: 'b20', href: '/x/y' }, { label: 'b21', href: '/x/z' }, { label: 'b22', href: '/x/w' }] },
    ],
  },
]);

describe('side navigation ids', () => {
  it('are tree positions like 0-1-2', () => {
    expect(tree.map((i) => i.id)).toEqual(['0', '1']);
    expect(tree[1].children?.map((i) => i.id)).toEqual(['1-0', '1-1', '1-2']);
    expect(itemById(tree, '1-2-2')?.label).toBe('b22');
    expect(ancestorIds('1-2-2')).toEqual(['1', '1-2']);
  });

  it('the account menu has unique ids', () => {
    const ids: string[] = [];
    const walk = (list: ReturnType<typeof withIds>) => list.forEach((i) => (ids.push(i.id), i.children && walk(i.children)));
    walk(withIds(ACCOUNT_MENU));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('side navigation active item', () => {
  it.each([
    ['/myaccount/deposit/USDT', '1-0'],
    ['/myaccount/deposit/BTC', '1-0'],
    ['/myaccount/deposit_fiat', '1-1'],
    ['/x/z', '1-2-1'],
    ['/myaccount', '0'],
    ['/myaccount/unknown', '0'],
    ['/elsewhere', undefined],
  ])('%s -> %s', (path, id) => {
    expect(findActiveId(tree, path)).toBe(id);
  });

  it('patterns match whole segments', () => {
    expect(matchRoute('/myaccount/deposit', '/myaccount/deposit_fiat')).toBe(-1);
    expect(matchRoute('/myaccount/deposit/*', '/myaccount/deposit/ETH')).toBe(3);
  });

  it('the account menu selects by alternative routes', () => {
    const menu = withIds(ACCOUNT_MENU);
    const label = (path: string) => itemById(menu, findActiveId(menu, path))?.label;
    expect(label('/myaccount/kyc2')).toBe('sidenav.account.kyc');
    expect(label('/myaccount/profile/coupon_center')).toBe('sidenav.account.coupons');
    expect(label('/myaccount/deposit/BTC')).toBe('sidenav.account.depositCrypto');
    expect(label('/myaccount/withdraw/USDT')).toBe('sidenav.account.withdraw');
    expect(label('/myaccount')).toBe('sidenav.account.overview');
    expect(label('/myaccount/security')).toBe('sidenav.account.securityOverview');
  });
});

describe('side navigation breakpoints', () => {
  it.each([
    [1440, 'expanded', 288],
    [1249, 'expanded', 288],
    [1248, 'collapsed', 96],
    [1024, 'collapsed', 96],
    [769, 'collapsed', 96],
    [768, 'dropdown', undefined],
    [390, 'dropdown', undefined],
  ] as const)('newer variant at %ipx: %s, %s px', (width, mode, px) => {
    expect(sideNavMode(width, 'newer')).toBe(mode);
    expect(sideNavWidth(width, 'newer', mode)).toBe(px);
  });

  it.each([
    [1440, 'expanded', 300],
    [1439, 'collapsed', 104],
    [993, 'collapsed', 104],
    [992, 'dropdown', undefined],
  ] as const)('older variant at %ipx: %s, %s px', (width, mode, px) => {
    expect(sideNavMode(width, 'older')).toBe(mode);
    expect(sideNavWidth(width, 'older', mode)).toBe(px);
  });

  it('the toggle overrides collapse and expansion, but not the dropdown bar', () => {
    expect(sideNavMode(1024, 'newer', 'expanded')).toBe('expanded');
    expect(sideNavWidth(1024, 'newer', 'expanded')).toBe(256);
    expect(sideNavWidth(1100, 'newer', 'expanded')).toBe(288);
    expect(sideNavMode(1440, 'newer', 'collapsed')).toBe('collapsed');
    expect(sideNavMode(700, 'newer', 'expanded')).toBe('dropdown');
  });
});

describe('remembered groups', () => {
  it('parses what it stored and ignores anything else', () => {
    expect(parseExpanded('["0","1-2"]')).toEqual(['0', '1-2']);
    expect(parseExpanded('{"a":1}')).toBeUndefined();
    expect(parseExpanded('["<script>"]')).toBeUndefined();
    expect(parseExpanded('not json')).toBeUndefined();
    expect(parseExpanded(null)).toBeUndefined();
  });
});

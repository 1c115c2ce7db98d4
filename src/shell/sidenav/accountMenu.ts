/**
 * The account area's menu (SPEC section 2, account routes). Mirrors the proposal
 * /tmp/proposals/config/side-nav.json; once the lead adds that file (and a decision that drops
 * items the compliance menu hides), routes pass the decided tree instead of this constant.
 * Ids are tree positions (0, 1-0, 1-1, ...), assigned by `withIds`.
 */
import type { SideNavItem } from './model';

export const ACCOUNT_MENU: readonly SideNavItem[] = [
  { label: 'sidenav.account.overview', icon: 'overview', href: '/myaccount' },
  {
    label: 'sidenav.account.assets',
    icon: 'wallet',
    children: [
      { label: 'sidenav.account.depositCrypto', href: '/myaccount/deposit/USDT', activeRoutes: ['/myaccount/deposit/*'] },
      { label: 'sidenav.account.depositFiat', href: '/myaccount/deposit_fiat' },
      { label: 'sidenav.account.transferCode', href: '/myaccount/deposit_gatecode' },
      { label: 'sidenav.account.withdraw', href: '/myaccount/withdraw/USDT', activeRoutes: ['/myaccount/withdraw/*'] },
      { label: 'sidenav.account.orders', href: '/myaccount/orders' },
      { label: 'sidenav.account.assetManagement', href: '/asset-management' },
    ],
  },
  {
    label: 'sidenav.account.security',
    icon: 'lock',
    children: [
      { label: 'sidenav.account.kyc', href: '/myaccount/kyc_home', activeRoutes: ['/myaccount/kyc2', '/myaccount/kyc3_v1'] },
      { label: 'sidenav.account.securityOverview', href: '/myaccount/security' },
      { label: 'sidenav.account.fundPassword', href: '/myaccount/fundpass_setup' },
      { label: 'sidenav.account.authenticator', href: '/myaccount/totp' },
    ],
  },
  {
    label: 'sidenav.account.coupons',
    icon: 'coupons',
    href: '/myaccount/coupon_center',
    activeRoutes: ['/myaccount/profile/coupon_center'],
  },
  { label: 'sidenav.account.tickets', icon: 'tickets', href: '/myaccount/tickets' },
];

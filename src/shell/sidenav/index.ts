/** Side navigation for account-style pages (SPEC section 2, side navigation). */
export { SideNavLayout } from './SideNav';
export { ACCOUNT_MENU } from './accountMenu';

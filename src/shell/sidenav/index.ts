/** Side navigation for account-style pages (SPEC section 2, side navigation). */
export { SideNav, SideNavLayout, type SideNavProps } from './SideNav';
export { ACCOUNT_MENU } from './accountMenu';
export { SIDENAV_TEXT } from './labels';
export {
  SIDENAV_VARIANTS,
  findActiveId,
  sideNavMode,
  sideNavWidth,
  withIds,
  type SideNavItem,
  type SideNavMode,
  type SideNavVariant,
} from './model';

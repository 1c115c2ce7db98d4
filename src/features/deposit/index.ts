/**
 * Deposit (SPEC section 2): the fund-wallet drawer and the deposit method selection modal. Both
 * are meant to be loaded lazily (the shell's OverlayHost imports this index on demand).
 */
export { DepositDrawer, type DepositDrawerProps } from './DepositDrawer';
export { DepositMethodModal, type DepositMethodModalProps } from './DepositMethodModal';
export { DEPOSIT_OPTION_TEXT } from './labels';

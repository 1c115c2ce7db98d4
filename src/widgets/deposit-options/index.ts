/**
 * Deposit options shared by the two deposit overlays (SPEC section 2, deposit drawer and
 * deposit method selection): the option list, its icons and the config labels' messages. The
 * overlays themselves are ../depositDrawer and ../depositMethod.
 */
export { DepositOptionList, type DepositOptionRow } from './DepositOptionList';
export { DEPOSIT_OPTION_TEXT } from './labels';

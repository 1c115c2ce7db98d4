/** Side navigation message ids (the menu config's `label`) mapped to Lingui messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const SIDENAV_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  'sidenav.account.overview': msg`Overview`,
  'sidenav.account.assets': msg`Assets`,
  'sidenav.account.depositCrypto': msg`Deposit crypto`,
  'sidenav.account.transferCode': msg`Transfer code`,
  'sidenav.account.depositFiat': msg`Deposit fiat`,
  'sidenav.account.withdraw': msg`Withdraw`,
  'sidenav.account.orders': msg`Spot orders`,
  'sidenav.account.assetManagement': msg`Asset management`,
  'sidenav.account.security': msg`Verification and security`,
  'sidenav.account.securityOverview': msg`Security`,
  'sidenav.account.fundPassword': msg`Fund password`,
  'sidenav.account.authenticator': msg`Authenticator app`,
  'sidenav.account.kyc': msg`Identity verification`,
  'sidenav.account.coupons': msg`Coupons`,
  'sidenav.account.tickets': msg`Support tickets`,
  'sidenav.account.subAccounts': msg`Sub-accounts`,
};

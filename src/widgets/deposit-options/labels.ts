/**
 * The deposit drawer's message ids (config/deposit-drawer.json `label`) mapped to Lingui
 * messages: one table, so a label id in config without a message here fails labels.test.ts.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface OptionText {
  label: MessageDescriptor;
  hint: MessageDescriptor;
}

export const DEPOSIT_OPTION_TEXT: Readonly<Record<string, OptionText>> = {
  'depositDrawer.onchain': {
    label: msg`On-chain deposit`,
    hint: msg`Send crypto from another wallet or exchange`,
  },
  'depositDrawer.gatecode': {
    label: msg`Transfer code`,
    hint: msg`Receive crypto from another user with a code, free and instant`,
  },
  'depositDrawer.card': {
    label: msg`Buy with card`,
    hint: msg`Visa and Mastercard, delivered in minutes`,
  },
  'depositDrawer.bank': {
    label: msg`Bank transfer`,
    hint: msg`Buy crypto by transfer from your bank account`,
  },
  'depositDrawer.p2p': {
    label: msg`P2P trading`,
    hint: msg`Buy from other users with local payment methods`,
  },
  'depositDrawer.buySell': {
    label: msg`Buy and sell crypto`,
    hint: msg`Pay in your local currency`,
  },
  'depositDrawer.fiatDeposit': {
    label: msg`Fiat deposit`,
    hint: msg`Deposit local currency by bank transfer`,
  },
};

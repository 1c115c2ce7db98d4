/**
 * The wallet endpoints' answers (docs/wallet-api.md), for src/mocks/handlers.ts: each takes the
 * session's persona and the request and returns `{ code, message, data }` from ./walletOps on the
 * one exchange (./store), so a deposit, a withdrawal or a sub-account transfer moves the same
 * balances the trade form and /myaccount read, and the private stream pushes the change.
 */
import type { Persona } from '../../personas';
import { checkFundPassword, checkTotp } from '../security/security';
import { SUB_ACCOUNTS } from '../../data/catalog';
import { depositAddressFor } from '../../data/wallet';
import { addAdvancer, withExchange } from '../store';
import type { Outcome } from '../types';
import { addAddress, addressBookOf, advanceWallet, depositsOf, simulateDeposit, subAccountBalancesOf, subTransfer, withdraw, WALLET_CODES, withdrawalsOf, withdrawRulesOf, type SubTransferRequest, type WalletUser, type WithdrawRequest } from './walletOps';

const success = <T>(data: T): Outcome<T> => ({ code: 0, message: 'success', data });

// Deposits confirm and withdrawals complete with the demo clock.
addAdvancer(advanceWallet);

/**
 * The persona as the wallet sees it: a main account (is_sub 0) is a master of the demo's
 * sub-accounts (src/mocks/data/catalog SUB_ACCOUNTS); the sub-account persona is none.
 */
export function walletUser(persona: Persona, secrets: { readonly fundPassword: boolean; readonly totp: boolean } = { fundPassword: false, totp: false }): WalletUser {
  const toast = persona.compliance.toast;
  return {
    owner: persona.id,
    fundPasswordOk: () => secrets.fundPassword,
    totpOk: () => secrets.totp,
    withdrawOnly: toast?.is_withdraw_only_user === 1,
    riskLimited: toast?.kyc_toast?.is_risk_user === 1,
    subAccounts: persona.user !== null && persona.user.is_sub !== 1 ? SUB_ACCOUNTS.map((s) => ({ uid: s.uid, name: s.name })) : null,
  };
}

const assetParam = (params: URLSearchParams) => (params.get('asset') ?? '').toUpperCase() || undefined;

/** Public: an asset's withdraw rules per network; 40001 without an asset. */
export function withdrawRulesAnswer(params: URLSearchParams) {
  const asset = assetParam(params);
  if (asset === undefined) return { code: WALLET_CODES.invalid, message: 'asset is required.', data: null };
  return success({ list: withdrawRulesOf(asset) });
}

export function depositsAnswer(persona: Persona, params: URLSearchParams) {
  return success({ list: withExchange((state) => ({ result: depositsOf(state, persona.id, assetParam(params)) })) });
}

export function withdrawalsAnswer(persona: Persona, params: URLSearchParams) {
  return success({ list: withExchange((state) => ({ result: withdrawalsOf(state, persona.id, assetParam(params)) })) });
}

export function addressBookAnswer(persona: Persona, params: URLSearchParams) {
  return success({ list: withExchange((state) => ({ result: addressBookOf(state, persona.id, assetParam(params)) })) });
}

export function simulateDepositAnswer(persona: Persona, body: { asset?: unknown; network?: unknown }) {
  const asset = typeof body.asset === 'string' ? body.asset.toUpperCase() : '';
  const network = typeof body.network === 'string' ? body.network.toUpperCase() : '';
  const address = depositAddressFor(String(persona.user?.uid ?? persona.id), asset, network)?.address ?? '';
  return withExchange((state, _venue, now) => {
    const { outcome, events } = simulateDeposit(state, walletUser(persona), { asset, network }, address, now);
    return { result: outcome, events };
  });
}

/** The fund password and the authenticator code are checked against the account's (../security) first: the code's check is async. */
export async function withdrawAnswer(persona: Persona, body: WithdrawRequest) {
  const secrets = { fundPassword: checkFundPassword(persona.id, body.fundpass), totp: await checkTotp(persona.id, body.totp) };
  return withExchange((state, venue, now) => {
    const { outcome, events } = withdraw(state, venue, walletUser(persona, secrets), body, now);
    return { result: outcome, events };
  });
}

export function addressBookAddAnswer(persona: Persona, body: Record<string, unknown>) {
  return withExchange((state, _venue, now) => ({ result: addAddress(state, walletUser(persona), body, now) }));
}

export function subAccountBalancesAnswer(persona: Persona) {
  return withExchange((state, venue) => ({ result: subAccountBalancesOf(state, venue, walletUser(persona)) }));
}

export function subTransferAnswer(persona: Persona, body: SubTransferRequest) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = subTransfer(state, venue, walletUser(persona), body, now);
    return { result: outcome, events };
  });
}

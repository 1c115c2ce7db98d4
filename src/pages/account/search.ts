/** Search and path parameters of the account pages (SPEC section 2, Account; Other). */
import { safeRedirect } from '../../lib/url';
import { assetCode, optional, searchValidator, token } from '../../lib/searchParams';

/** `/myaccount/deposit/{currency}` and `/myaccount/withdraw/{currency}`: USDT by default. */
const DEFAULT_ACCOUNT_CURRENCY = 'USDT';

export function accountCurrency(value: unknown): string {
  return assetCode(value) ?? DEFAULT_ACCOUNT_CURRENCY;
}

export interface TransferSearch {
  /** Chain to deposit or withdraw on, e.g. TRC20; the page picks the first when absent. */
  network?: string;
}

export const validateTransferSearch = searchValidator<TransferSearch>((raw) => ({
  ...optional('network', token(raw.network, 24)?.toUpperCase()),
}));

export interface AuthSearch {
  /** Marketing channel the visitor came from. */
  ch?: string;
  /** Referrer's uid. */
  ref_uid?: string;
  /** Same-site path to return to after logging in (the login guard sets it). */
  redirect?: string;
}

export const validateAuthSearch = searchValidator<AuthSearch>((raw) => ({
  ...optional('ch', token(raw.ch)),
  ...optional('ref_uid', token(raw.ref_uid, 32)),
  ...optional('redirect', safeRedirect(raw.redirect)),
}));

export interface OAuthStartSearch {
  /** The site's OAuth client id (ProviderButtons sends thirdAuthClientId). */
  client_id?: string;
  /** Where to go after signing in, a same-site path. */
  redirect?: string;
}

/** `/oauth/{provider}/start?client_id=…&redirect=…` (the demo's stand-in for the provider). */
export const validateOAuthStartSearch = searchValidator<OAuthStartSearch>((raw) => ({
  ...optional('client_id', token(raw.client_id)),
  ...optional('redirect', safeRedirect(raw.redirect)),
}));

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * The login page's notice "your password was changed" (docs/account-security.md): set by the
     * password dialog as it leaves for /login (the server has ended the session). History state,
     * not a query parameter: no link can show it, and the home entry's search validators stay as
     * they were.
     */
    passwordChanged?: true;
  }
}

export interface TicketsSearch {
  /** A ticket to open (its messages and the reply form), e.g. T-58212. */
  ticket?: string;
}

export const validateTicketsSearch = searchValidator<TicketsSearch>((raw) => ({
  ...optional('ticket', token(raw.ticket, 24)),
}));

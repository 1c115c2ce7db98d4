/**
 * The demo's accounts, offered on the login form so that a newcomer can sign in without reading
 * the mocked backend's source (issue 34). Product code never imports src/mocks: the demo wiring
 * (src/main.tsx, behind VITE_DEMO) hands the list over before boot; a production build never
 * does, so the list stays empty and the form shows nothing more.
 */
export interface DemoAccount {
  /** What to type in the account field (`kyc2@demo.exchange.example`). */
  readonly account: string;
  /** Who that is, as the developer panel names the persona ("Logged in, KYC level 2"). */
  readonly label: string;
}

export interface DemoAccounts {
  readonly password: string;
  readonly accounts: readonly DemoAccount[];
}

let offered: DemoAccounts | null = null;

/** The demo wiring's call: these accounts log in with `password`. */
export function offerDemoAccounts(list: DemoAccounts): void {
  offered = list;
}

/** The accounts the demo offers, or null outside the demo. */
export function demoAccounts(): DemoAccounts | null {
  return offered;
}

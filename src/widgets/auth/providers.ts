/** The third-party sign-in providers of SPEC section 1 (the `loginProviders` decision's values). */
export type Provider = 'google' | 'metamask' | 'apple' | 'gateio';

const PROVIDERS: readonly Provider[] = ['google', 'metamask', 'apple', 'gateio'];

/** Brand names: shown as they are in every language. */
export const PROVIDER_NAMES: Readonly<Record<Provider, string>> = {
  google: 'Google',
  metamask: 'MetaMask',
  apple: 'Apple',
  gateio: 'Gate',
};

export function isProvider(value: unknown): value is Provider {
  return typeof value === 'string' && (PROVIDERS as readonly string[]).includes(value);
}

/**
 * The account's security record and its endpoints through the mocked backend
 * (docs/account-security.md): defaults per persona, the authenticator bound with a real RFC 6238
 * code, the fund password and the anti-phishing code, the login password changed (the session
 * ends, the new password logs in, the old one fails), and the one check every handler uses.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoggedInFromCookies } from '../../../api/cookies';
import { login } from '../../../api/endpoints/auth';
import { setTradePassFrequency } from '../../../api/endpoints/fundPassword';
import { bindTotp, changePassword, fetchTotpSecret, fetchUserSecurity, setAntiPhishing, setFundPassword } from '../../../api/trading/security';
import { withdrawFunds } from '../../../api/trading/wallet';
import { server } from '../../node';
import { DEMO_FUND_PASSWORD, DEMO_PASSWORD, DEMO_TOTP, PERSONAS, sessionCookies, type PersonaId } from '../../personas';
import { resetMockState, setMockSettings } from '../../state';
import { createTestClient, forgetMockedCookies } from '../../testClient';
import { attachExchangeStorage, resetExchange } from '../store';
import { readSecurity, updateSecurity } from './security';
import { SECURITY_CODES } from './securityApi';
import { base32Decode, totpCode } from './totp';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  attachExchangeStorage(null);
  resetExchange();
});
afterEach(async () => {
  // Its logins leave their session in MSW's own cookie jar: the next file's visitor would be logged in.
  await forgetMockedCookies(server);
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

async function tabAs(id: PersonaId) {
  await setMockSettings({ persona: id, site: PERSONAS[id].site });
  return createTestClient({ cookies: { ...(sessionCookies(PERSONAS[id]) ?? {}), csrftoken: 'csrf-test' } });
}

/** What an authenticator app shows now for a base32 secret. */
async function codeFor(secret: string): Promise<string> {
  const key = base32Decode(secret);
  if (key === null) throw new Error('not base32');
  return totpCode(key, Math.floor(Date.now() / 1000));
}

/** A six-digit code that is not the secret's now (nor a step either side). */
async function wrongCodeFor(secret: string): Promise<string> {
  const key = base32Decode(secret);
  if (key === null) throw new Error('not base32');
  const now = Math.floor(Date.now() / 1000);
  const near = await Promise.all([-30, 0, 30].map((d) => totpCode(key, now + d)));
  return ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c)) ?? '444444';
}

describe('defaults per persona', () => {
  it('an established account has an authenticator and a fund password; no anti-phishing code, no password change', async () => {
    const { client } = await tabAs('kyc2');
    expect((await fetchUserSecurity({ client })).data).toEqual({ totp: true, fund_password: true, anti_phishing: null, password_changed_at: null });
  });

  it.each(['kyc0', 'kyc1'] as const)('%s, a new account, has none of them', async (id) => {
    const { client } = await tabAs(id);
    expect((await fetchUserSecurity({ client })).data).toEqual({ totp: false, fund_password: false, anti_phishing: null, password_changed_at: null });
  });

  it('logged out: the GET yields its default (null)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = createTestClient();
    expect((await fetchUserSecurity({ client })).data).toBeNull();
  });
});

describe('binding an authenticator', () => {
  it('issues one pending secret, refuses a wrong code, binds with the real code, then refuses a second secret', async () => {
    const { client } = await tabAs('kyc1');
    const first = (await fetchTotpSecret({ client })).data;
    expect(first).toMatchObject({ code: 0, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    const secret = first?.secret ?? '';
    expect((await fetchTotpSecret({ client })).data?.secret).toBe(secret);

    const wrong = await bindTotp({ code: await wrongCodeFor(secret), client });
    expect(wrong.data).toEqual({ code: SECURITY_CODES.wrongTotp, message: 'Incorrect authenticator code.', settings: null });
    // The demo code is no code for a secret the user binds.
    expect((await bindTotp({ code: DEMO_TOTP, client })).data?.code).toBe(DEMO_TOTP === (await codeFor(secret)) ? 0 : SECURITY_CODES.wrongTotp);

    const bound = await bindTotp({ code: await codeFor(secret), client });
    expect(bound.data).toMatchObject({ code: 0, settings: { totp: true, fund_password: false } });
    expect((await fetchUserSecurity({ client })).data?.totp).toBe(true);
    expect((await fetchTotpSecret({ client })).data).toMatchObject({ code: SECURITY_CODES.totpBound, secret: null });
    expect((await bindTotp({ code: await codeFor(secret), client })).data?.code).toBe(SECURITY_CODES.totpBound);
  });

  it('refuses to bind before a secret was issued', async () => {
    const { client } = await tabAs('kyc0');
    expect((await bindTotp({ code: '123456', client })).data).toMatchObject({ code: SECURITY_CODES.noPendingSecret, message: 'Ask for a setup key first.' });
  });
});

describe('the fund password', () => {
  it('needs an authenticator first', async () => {
    const { client } = await tabAs('kyc1');
    expect((await setFundPassword({ password: 'Vault2468', totp: '123456', client })).data).toMatchObject({ code: SECURITY_CODES.totpRequired, message: 'Set up an authenticator app first.' });
  });

  it('is set with the bound secret\'s real code (not the demo code), and then the frequency checks it', async () => {
    const { client } = await tabAs('kyc1');
    const secret = (await fetchTotpSecret({ client })).data?.secret ?? '';
    await bindTotp({ code: await codeFor(secret), client });

    expect((await setFundPassword({ password: 'short1', totp: await codeFor(secret), client })).data).toMatchObject({ code: SECURITY_CODES.invalid, message: 'Use at least 8 characters.' });
    expect((await setFundPassword({ password: DEMO_PASSWORD, totp: await codeFor(secret), client })).data?.code).toBe(SECURITY_CODES.invalid);
    expect((await setFundPassword({ password: 'Vault2468', totp: await wrongCodeFor(secret), client })).data?.code).toBe(SECURITY_CODES.wrongTotp);
    const set = await setFundPassword({ password: 'Vault2468', totp: await codeFor(secret), client });
    expect(set.data).toMatchObject({ code: 0, settings: { totp: true, fund_password: true } });

    // The frequency endpoint: the old demo secrets fail, the account's own pass.
    expect((await setTradePassFrequency({ frequency: 2, fundpass: DEMO_FUND_PASSWORD, totp: await codeFor(secret), client })).data).toEqual({ result: false, msg: 'Incorrect fund password.' });
    expect((await setTradePassFrequency({ frequency: 2, fundpass: 'Vault2468', totp: await wrongCodeFor(secret), client })).data).toEqual({ result: false, msg: 'Incorrect authenticator code.' });
    expect((await setTradePassFrequency({ frequency: 2, fundpass: 'Vault2468', totp: await codeFor(secret), client })).data).toEqual({ result: true, msg: 'Success' });

  });

  it('an established account changes it with the demo code', async () => {
    const { client } = await tabAs('kyc2');
    expect((await setFundPassword({ password: 'Vault2468', totp: DEMO_TOTP, client })).data?.code).toBe(0);
    expect((await setTradePassFrequency({ frequency: 2, fundpass: DEMO_FUND_PASSWORD, totp: DEMO_TOTP, client })).data).toEqual({ result: false, msg: 'Incorrect fund password.' });
    expect((await setTradePassFrequency({ frequency: 2, fundpass: 'Vault2468', totp: DEMO_TOTP, client })).data).toEqual({ result: true, msg: 'Success' });
  });

  it('withdrawals check the account\'s fund password: kyc2 with the demo ones goes through, with a wrong one it is refused', async () => {
    const { client } = await tabAs('kyc2');
    const params = { asset: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '10', client };
    expect((await withdrawFunds({ ...params, fundpass: DEMO_FUND_PASSWORD, totp: DEMO_TOTP, client_id: 'w1' })).data?.code).toBe(0);
    expect((await withdrawFunds({ ...params, fundpass: 'Vault2468', totp: DEMO_TOTP, client_id: 'w2' })).data?.message).toBe('Wrong fund password.');
    expect((await withdrawFunds({ ...params, fundpass: DEMO_FUND_PASSWORD, totp: '000000', client_id: 'w3' })).data?.message).toBe('Wrong authenticator code.');
  });
});

describe('the anti-phishing code', () => {
  it('4 to 20 letters and digits, the authenticator code when one is bound; shown masked', async () => {
    const { client } = await tabAs('kyc2');
    expect((await setAntiPhishing({ code: 'ab1', totp: DEMO_TOTP, client })).data).toMatchObject({ code: SECURITY_CODES.invalid, message: 'Use 4 to 20 letters and digits.' });
    expect((await setAntiPhishing({ code: 'owl-42', totp: DEMO_TOTP, client })).data?.code).toBe(SECURITY_CODES.invalid);
    expect((await setAntiPhishing({ code: 'owl42', totp: '000000', client })).data?.code).toBe(SECURITY_CODES.wrongTotp);
    expect((await setAntiPhishing({ code: 'owl42', totp: DEMO_TOTP, client })).data).toMatchObject({ code: 0, settings: { anti_phishing: 'o****2' } });
    expect((await fetchUserSecurity({ client })).data?.anti_phishing).toBe('o****2');
  });

  it('without an authenticator no code is asked', async () => {
    const { client } = await tabAs('kyc0');
    expect((await setAntiPhishing({ code: 'Blue7Heron', totp: '', client })).data).toMatchObject({ code: 0, settings: { anti_phishing: 'B****n' } });
  });
});

describe('changing the login password', () => {
  it('refuses a wrong current, a weak or unchanged new one; on success ends the session, and only the new password logs in', async () => {
    const { client, jar } = await tabAs('kyc1');
    expect((await changePassword({ current: 'nope', next: 'Newpass123', client })).data).toMatchObject({ code: SECURITY_CODES.wrongPassword, message: 'The current password is incorrect.' });
    expect((await changePassword({ current: DEMO_PASSWORD, next: 'letters-only', client })).data).toMatchObject({ code: SECURITY_CODES.invalid, message: 'Use both letters and digits.' });
    expect((await changePassword({ current: DEMO_PASSWORD, next: DEMO_PASSWORD, client })).data?.code).toBe(SECURITY_CODES.invalid);
    expect(isLoggedInFromCookies(jar.toString())).toBe(true);

    const before = Date.now();
    const changed = await changePassword({ current: DEMO_PASSWORD, next: 'Newpass123', client });
    expect(changed.data).toMatchObject({ code: 0, settings: { password_changed_at: expect.any(Number) } });
    expect(changed.data?.settings?.password_changed_at).toBeGreaterThanOrEqual(before);
    expect(isLoggedInFromCookies(jar.toString())).toBe(false);

    const account = 'kyc1@demo.exchange.example';
    expect((await login({ account, password: DEMO_PASSWORD, client })).data).toMatchObject({ code: 10002 });
    expect((await login({ account, password: 'Newpass123', client })).data).toMatchObject({ code: 0 });
    // Another persona keeps the demo password.
    expect((await login({ account: 'kyc3@demo.exchange.example', password: DEMO_PASSWORD, client })).data).toMatchObject({ code: 0 });
  });
});

describe('the record is kept with the demo account', () => {
  it('survives a reload of the stored state and goes with a reset', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
    attachExchangeStorage(storage);
    updateSecurity('kyc1', { antiPhishing: 'owl42', password: 'Newpass123' });
    attachExchangeStorage(storage); // a reload: the next use reads the stored state
    expect(readSecurity('kyc1')).toMatchObject({ antiPhishing: 'owl42', password: 'Newpass123' });
    resetExchange();
    expect(readSecurity('kyc1')).toMatchObject({ antiPhishing: null, password: DEMO_PASSWORD, totp: null });
  });

  it('a stored record of the wrong shape drops the stored state for a fresh start', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
    attachExchangeStorage(storage);
    updateSecurity('kyc1', { antiPhishing: 'owl42' });
    const key = [...map.keys()][0] ?? '';
    const stored = JSON.parse(map.get(key) ?? '{}') as { security: Record<string, { totp: unknown }> };
    const kyc1 = stored.security.kyc1;
    if (kyc1) kyc1.totp = 'not a record';
    map.set(key, JSON.stringify(stored));
    attachExchangeStorage(storage);
    expect(readSecurity('kyc1').antiPhishing).toBeNull();
  });
});

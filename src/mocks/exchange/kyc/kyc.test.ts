import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { kycApplicationEndpoint, kycStatusEndpoint, kycSubmitEndpoint, userInfoEndpoint } from '../../../api/endpoints/user';
import { server } from '../../node';
import { PERSONAS, sessionCookies, type PersonaId } from '../../personas';
import { backendSnapshot, resetMockState, restoreBackend, setMockSettings } from '../../state';
import { createTestClient } from '../../testClient';
import { effectiveKycCode, isKycApplication, KYC_CODE, KYC_ERRORS, KYC_REVIEW_MS, reviewed, submitKyc } from './kyc';

const T0 = Date.UTC(2026, 10, 29, 12);
const identity = { level: 2, country: 'TR', document_type: 'passport', document_number: 'U1234567' } as const;
const address = { level: 3, country: 'TR', street: 'Istiklal Cd. 1', city: 'Istanbul', postal_code: '34430', file_name: 'bill.pdf', file_size: 200_000 } as const;

describe('identity verification, the model', () => {
  it('level 2 is pending until the review, then the user\u2019s level; level 3 follows on it', () => {
    const applied = submitKyc(KYC_CODE.level1, null, identity, T0);
    if (!applied.ok) throw new Error(applied.message);
    expect(applied.application).toMatchObject({ level: 2, status: 'pending', reviewAt: T0 + KYC_REVIEW_MS });
    expect(effectiveKycCode(KYC_CODE.level1, applied.application, T0 + KYC_REVIEW_MS - 1)).toBe(KYC_CODE.level1);
    expect(reviewed(applied.application, T0 + KYC_REVIEW_MS).status).toBe('approved');
    expect(effectiveKycCode(KYC_CODE.level1, applied.application, T0 + KYC_REVIEW_MS)).toBe(KYC_CODE.level2);

    const later = T0 + KYC_REVIEW_MS;
    const third = submitKyc(KYC_CODE.level1, applied.application, address, later);
    if (!third.ok) throw new Error(third.message);
    expect(effectiveKycCode(KYC_CODE.level1, third.application, later + KYC_REVIEW_MS)).toBe(KYC_CODE.level3);
  });

  it('refuses, with its reason: one under review, a level held, level 3 before level 2, bad fields', () => {
    const pending = submitKyc(KYC_CODE.level1, null, identity, T0);
    if (!pending.ok) throw new Error(pending.message);
    expect(submitKyc(KYC_CODE.level1, pending.application, identity, T0 + 1)).toMatchObject({ ok: false, code: KYC_ERRORS.underReview });
    expect(submitKyc(KYC_CODE.level2, null, identity, T0)).toMatchObject({ ok: false, code: KYC_ERRORS.alreadyVerified, message: 'Level 2 is already verified.' });
    expect(submitKyc(KYC_CODE.level3, null, address, T0)).toMatchObject({ ok: false, code: KYC_ERRORS.alreadyVerified });
    expect(submitKyc(KYC_CODE.level1, null, address, T0)).toMatchObject({ ok: false, code: KYC_ERRORS.levelTwoFirst });
    expect(submitKyc(KYC_CODE.level1, null, { ...identity, document_number: 'ab' }, T0)).toMatchObject({ ok: false, code: KYC_ERRORS.invalid });
    expect(submitKyc(KYC_CODE.level1, null, { ...identity, document_type: 'library card' }, T0)).toMatchObject({ ok: false, code: KYC_ERRORS.invalid });
    expect(submitKyc(KYC_CODE.level2, null, { ...address, file_size: 11 * 1024 * 1024 }, T0)).toMatchObject({ ok: false, message: 'The file is over 10 MB.' });
    expect(submitKyc(KYC_CODE.level2, null, { ...address, street: ' ' }, T0)).toMatchObject({ ok: false, message: 'Enter your full address.' });
    expect(submitKyc(KYC_CODE.level1, null, { level: 1 }, T0)).toMatchObject({ ok: false, code: KYC_ERRORS.invalid });
    // A company account is above every personal level.
    expect(submitKyc(KYC_CODE.company, null, identity, T0)).toMatchObject({ ok: false, code: KYC_ERRORS.alreadyVerified });
  });

  it("the demo's reviewer rejects a number of one repeated character, with a reason; the user applies again", () => {
    const applied = submitKyc(KYC_CODE.level0, null, { ...identity, document_number: '11111' }, T0);
    if (!applied.ok) throw new Error(applied.message);
    const decided = reviewed(applied.application, T0 + KYC_REVIEW_MS);
    expect(decided).toMatchObject({ status: 'rejected', reason: expect.stringContaining('does not match') });
    expect(effectiveKycCode(KYC_CODE.level0, applied.application, T0 + KYC_REVIEW_MS)).toBe(KYC_CODE.level0);
    expect(submitKyc(KYC_CODE.level0, applied.application, identity, T0 + KYC_REVIEW_MS)).toMatchObject({ ok: true });
  });

  it('a stored application that is not one is treated as absent', () => {
    expect(isKycApplication({ level: 2, status: 'approved', submittedAt: 1, reviewAt: 2, reason: null, documentNumber: null })).toBe(true);
    for (const bad of [null, 'x', { level: 4, status: 'approved', submittedAt: 1, reviewAt: 2, reason: null, documentNumber: null }, { level: 2, status: 'granted', submittedAt: 1, reviewAt: 2, reason: null, documentNumber: null }, { level: 2, status: 'approved', submittedAt: 'soon', reviewAt: 2, reason: null, documentNumber: null }]) {
      expect(isKycApplication(bad)).toBe(false);
    }
    restoreBackend(JSON.stringify({ kyc: [['kyc1', { level: 2, status: 'approved' }]] }));
    expect(JSON.parse(backendSnapshot()).kyc).toEqual([]);
  });
});

describe('identity verification, the API', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  async function tabAs(id: PersonaId) {
    await setMockSettings({ persona: id });
    return createTestClient({ cookies: { ...(sessionCookies(PERSONAS[id]) ?? {}), csrftoken: 'csrf-test' } }).client;
  }

  it('kyc1 applies for level 2: under review, then level 2 in the KYC status and user info; applying again is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const client = await tabAs('kyc1');
    expect((await client.call(kycApplicationEndpoint, {})).data).toBeNull();
    const answer = (await client.call(kycSubmitEndpoint, identity)).data;
    expect(answer).toMatchObject({ code: 0, application: { level: 2, status: 'pending', submitted_at: T0, review_at: T0 + KYC_REVIEW_MS, reason: null } });
    expect((await client.call(kycStatusEndpoint, {})).data).toBe(KYC_CODE.level1);

    vi.setSystemTime(T0 + KYC_REVIEW_MS);
    expect((await client.call(kycApplicationEndpoint, {})).data).toMatchObject({ status: 'approved' });
    expect((await client.call(kycStatusEndpoint, {})).data).toBe(KYC_CODE.level2);
    expect((await client.call(userInfoEndpoint, {})).data).toMatchObject({ verified: KYC_CODE.level2, isCompletedKYC2: 1 });
    expect((await client.call(kycSubmitEndpoint, identity)).data).toEqual({ code: KYC_ERRORS.alreadyVerified, message: 'Level 2 is already verified.', application: null });
  });

  it('another persona is untouched, and a visitor is asked to log in', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    await (await tabAs('kyc1')).call(kycSubmitEndpoint, identity);
    vi.setSystemTime(T0 + KYC_REVIEW_MS);
    expect((await (await tabAs('kyc0')).call(kycStatusEndpoint, {})).data).toBe(KYC_CODE.level0);
    await setMockSettings({ persona: 'visitor' });
    const visitor = createTestClient().client;
    expect(await visitor.call(kycApplicationEndpoint, {})).toMatchObject({ ok: false, reason: 'code', data: null });
  });
});

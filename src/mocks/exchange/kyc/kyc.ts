/**
 * Identity verification in the mocked backend (docs/kyc.md): a user applies for level 2 (an
 * identity document) or level 3 (proof of address); the application is reviewed KYC_REVIEW_MS
 * later on the demo's clock, and an approved level is the user's from then on: user info's
 * `verified` and `kyc_status` (SPEC section 3's codes: level 2 = 1, level 3 = 4), and with them
 * every decision that reads them (the KYC bar, the upgrade notice). Pure: the caller keeps the
 * application and passes `now`.
 *
 * The demo's reviewer approves every application except an identity document whose number is
 * one character repeated (e.g. 11111): that is how a compliance reviewer or a developer sees a
 * rejection, with its reason, and applies again.
 */

/** SPEC section 3: verified / kyc_status codes of each level. */
export const KYC_CODE = { level0: 0, level05: 5, level1: 2, level2: 1, level3: 4, company: 3 } as const;

/** From lowest to highest; a company account is above every personal level. */
const RANK: readonly number[] = [KYC_CODE.level0, KYC_CODE.level05, KYC_CODE.level1, KYC_CODE.level2, KYC_CODE.level3, KYC_CODE.company];

const rank = (code: number): number => Math.max(0, RANK.indexOf(code));

/** How long the demo's review takes: long enough to see "under review", short enough to wait for. */
export const KYC_REVIEW_MS = 30_000;

export const KYC_ERRORS = {
  invalid: 40001,
  alreadyVerified: 40920,
  underReview: 40921,
  levelTwoFirst: 40922,
} as const;

export type KycLevelApplied = 2 | 3;
export type KycApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface KycApplication {
  readonly level: KycLevelApplied;
  readonly status: KycApplicationStatus;
  readonly submittedAt: number;
  /** When the review ends (pending) or ended. */
  readonly reviewAt: number;
  /** The reviewer's reason for a rejection; null otherwise. */
  readonly reason: string | null;
  /** An identity document's number (level 2), kept for the review. */
  readonly documentNumber: string | null;
}

/** What a submission carries (the endpoint's body, read leniently). */
export interface KycSubmission {
  readonly level: unknown;
  readonly country?: unknown;
  readonly document_type?: unknown;
  readonly document_number?: unknown;
  readonly street?: unknown;
  readonly city?: unknown;
  readonly postal_code?: unknown;
  readonly file_name?: unknown;
  readonly file_size?: unknown;
}

export const DOCUMENT_TYPES = ['passport', 'id', 'licence'] as const;
export const MAX_PROOF_BYTES = 10 * 1024 * 1024;

const REJECTION = 'The document number does not match the photo of the document. Check the number and apply again.';

/** The application as it stands at `now`: a pending one whose review time has come is decided. */
export function reviewed(application: KycApplication, now: number): KycApplication {
  if (application.status !== 'pending' || now < application.reviewAt) return application;
  const unreadable = application.documentNumber !== null && /^(.)\1*$/.test(application.documentNumber);
  return unreadable ? { ...application, status: 'rejected', reason: REJECTION } : { ...application, status: 'approved' };
}

/** The user's verification code: the persona's own, raised by an approved application. */
export function effectiveKycCode(own: number, application: KycApplication | null, now: number): number {
  if (application === null) return own;
  const current = reviewed(application, now);
  if (current.status !== 'approved') return own;
  const granted = current.level === 3 ? KYC_CODE.level3 : KYC_CODE.level2;
  return rank(granted) > rank(own) ? granted : own;
}

export type SubmitOutcome = { ok: true; application: KycApplication } | { ok: false; code: number; message: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A submission checked against the user's standing; the new application, or the reason it is refused. */
export function submitKyc(own: number, previous: KycApplication | null, body: KycSubmission, now: number): SubmitOutcome {
  const refuse = (code: number, message: string): SubmitOutcome => ({ ok: false, code, message });
  const level = body.level === 2 || body.level === 3 ? body.level : null;
  if (level === null) return refuse(KYC_ERRORS.invalid, 'Choose level 2 or level 3.');
  const current = previous === null ? null : reviewed(previous, now);
  if (current?.status === 'pending') return refuse(KYC_ERRORS.underReview, 'An application is already under review.');
  const code = effectiveKycCode(own, current, now);
  const target = level === 3 ? KYC_CODE.level3 : KYC_CODE.level2;
  if (rank(code) >= rank(target)) return refuse(KYC_ERRORS.alreadyVerified, `Level ${level} is already verified.`);
  if (level === 3 && rank(code) < rank(KYC_CODE.level2)) return refuse(KYC_ERRORS.levelTwoFirst, 'Verify your identity (level 2) first.');
  if (!/^[A-Z]{2}$/.test(text(body.country))) return refuse(KYC_ERRORS.invalid, 'Choose a country.');
  let documentNumber: string | null = null;
  if (level === 2) {
    if (!DOCUMENT_TYPES.some((type) => type === body.document_type)) return refuse(KYC_ERRORS.invalid, 'Choose a document type.');
    documentNumber = text(body.document_number);
    if (!/^[A-Za-z0-9]{5,20}$/.test(documentNumber)) return refuse(KYC_ERRORS.invalid, 'Enter the number exactly as printed, 5 to 20 letters or digits.');
  } else {
    if (text(body.street) === '' || text(body.city) === '' || text(body.postal_code) === '') return refuse(KYC_ERRORS.invalid, 'Enter your full address.');
    const size = typeof body.file_size === 'number' ? body.file_size : Number.NaN;
    if (text(body.file_name) === '' || !(size > 0)) return refuse(KYC_ERRORS.invalid, 'Attach a proof of address.');
    if (size > MAX_PROOF_BYTES) return refuse(KYC_ERRORS.invalid, 'The file is over 10 MB.');
  }
  return { ok: true, application: { level, status: 'pending', submittedAt: now, reviewAt: now + KYC_REVIEW_MS, reason: null, documentNumber } };
}

/** Whether a stored value is an application (tampered storage is treated as absent). */
export function isKycApplication(value: unknown): value is KycApplication {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.level === 2 || v.level === 3) &&
    (v.status === 'pending' || v.status === 'approved' || v.status === 'rejected') &&
    Number.isFinite(v.submittedAt) &&
    Number.isFinite(v.reviewAt) &&
    (v.reason === null || typeof v.reason === 'string') &&
    (v.documentNumber === null || typeof v.documentNumber === 'string')
  );
}

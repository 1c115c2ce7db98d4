/** Referral cookies from a URL's ref code (SPEC sections 4, 8, 9). Mounted by the shell. */
export { ReferralCookies } from './ReferralCookies';

/**
 * The account area (SPEC section 2, /myaccount/...): overview, deposit and withdraw, KYC,
 * security, profile, coupons and tickets, and the /login and /signup pages. Other features read
 * the visitor's identity through this index; routes import the pages.
 */
export { kycLevel, useAccountIdentity, type KycLevel } from '../../widgets/account-identity';

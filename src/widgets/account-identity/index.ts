/** The signed-in visitor's identity and KYC level (the account pages and the rewards pages read it). */
export { kycLevel, kycLevelReached, useAccountIdentity, type KycLevel } from './identity';

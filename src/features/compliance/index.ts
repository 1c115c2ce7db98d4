/**
 * Compliance (SPEC sections 2, 4, 5): /state_compliance_tips, the restricted-region page that
 * compliance redirects send visitors to, and the redirect itself (rendered by the shell).
 */
export { RestrictedRegionPage } from './RestrictedRegionPage';
export { ComplianceRedirect, RESTRICTED_PATH } from './ComplianceRedirect';

/**
 * Compliance pages (SPEC sections 2, 4, 5): /state_compliance_tips, the restricted-region page
 * that compliance redirects send visitors to.
 */
export { RestrictedRegionPage } from './RestrictedRegionPage';

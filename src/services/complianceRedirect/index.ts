/**
 * The compliance redirect (SPEC sections 2, 4, 5), rendered by the shell: a visitor on a page the
 * compliance menu restricts goes to the restricted-region page (src/pages/compliance).
 */
export { ComplianceRedirect } from './ComplianceRedirect';

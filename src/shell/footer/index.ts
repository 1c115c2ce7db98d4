/** The site footer (SPEC section 2, footer). */
export { Footer, FOOTER_NARROW_MAX } from './Footer';
export { FOOTER_TEXT } from './labels';
export { copyrightLine, copyrightYear, type CopyrightLine } from './copyright';

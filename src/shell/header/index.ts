/** The site header (SPEC section 2; issue 4 "Shell"). */
export { Header } from './Header';

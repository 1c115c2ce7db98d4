/**
 * The home page (SPEC section 2): the hero with the market illustration.
 */
export { HomeHero } from './HomeHero';

/** The rewards tab bar (SPEC section 2, routes). */
export { RewardsTabBar } from './RewardsTabBar';

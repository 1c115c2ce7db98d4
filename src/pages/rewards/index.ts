/** The rewards tab bar (SPEC section 2, routes). */
export { RewardsTabBar } from './RewardsTabBar';
export {
  activeTabId,
  channelFor,
  rewardsChannels,
  rewardsTabHref,
  IN_APP_NO_INTERCEPT_PARAM,
  IN_APP_TITLE_PARAM,
  type RewardsTab,
  type TabChannel,
} from './tabs';
export { REWARDS_TAB_TEXT } from './labels';

/** The rewards tab bar's message ids (config/rewards-tabs.json `label`) mapped to Lingui messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const REWARDS_TAB_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  'rewards.tab.rewardsHub': msg`Rewards hub`,
  'rewards.tab.competition': msg`Competitions`,
  'rewards.tab.referral': msg`Referral`,
  'rewards.tab.affiliate': msg`Affiliate`,
  'rewards.tab.broker': msg`Broker`,
};

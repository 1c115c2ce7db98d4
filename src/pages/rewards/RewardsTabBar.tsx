import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { stripLocale } from '../../i18n/localePaths';
import { inAppAtom, useDecision } from '../../facts';
import { TabNav } from '../../ui/form/TabNav';
import { REWARDS_TAB_TEXT } from './labels';
import { activeTabId, rewardsTabHref, type RewardsTab } from './tabs';

/**
 * The rewards tab bar on /rewards_hub, /competition/center and /referral (SPEC section 2): the
 * `rewardsTabs` decision's tabs (affiliate and broker only when enabled), the current path
 * selecting the tab, and links that carry `ch` per config/rewards-tabs.json and, in the app, the
 * title and intercept-disable flag (./tabs.ts).
 */
export function RewardsTabBar({ className }: { className?: string }) {
  const tabs = useDecision('rewardsTabs') as RewardsTab[] | undefined;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const inApp = useAtomValue(inAppAtom);
  const localize = useLocalizedPath();
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  if (!tabs || tabs.length === 0) return null;

  const current = activeTabId(stripLocale(pathname), tabs);
  const labelOf = (tab: RewardsTab) => {
    const text = REWARDS_TAB_TEXT[tab.label];
    return text ? i18n._(text) : tab.id;
  };

  return (
    <TabNav
      label={t`Rewards`}
      className={className}
      data-testid="rewards-tabs"
      items={tabs.map((tab) => ({
        id: tab.id,
        label: labelOf(tab),
        current: tab.id === current,
        href: localize(rewardsTabHref(tab, { from: current, inApp, title: labelOf(tab) })),
      }))}
    />
  );
}

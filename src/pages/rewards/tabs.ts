/**
 * Rewards tab bar rules (SPEC section 2, routes: "The current path selects the active tab.
 * Moving between tabs may add a channel query parameter ch depending on the from/to pair; on the
 * app a title and an intercept-disable flag are added"). Pure functions, unit-tested.
 *
 * In-app parameters (our names; SPEC gives none):
 * - `title`: the target tab's label in the page's language, for the native webview's title bar;
 * - `disable_intercept=1`: tells the native app not to intercept the link (open it in the same
 *   webview instead of a native screen).
 */
import rewardsTabsConfig from '../../../config/rewards-tabs.json';
import { pathOf } from '../../lib/url';

export interface RewardsTab {
  id: string;
  href: string;
  label: string;
}

export interface TabChannel {
  from: string;
  to: string;
  ch: string;
}

const IN_APP_TITLE_PARAM = 'title';
const IN_APP_NO_INTERCEPT_PARAM = 'disable_intercept';

/** The from/to channel pairs of config/rewards-tabs.json. */
export function rewardsChannels(): readonly TabChannel[] {
  return rewardsTabsConfig.channels;
}

/** The `ch` value for moving from one tab to another, or undefined (a pair not listed adds nothing). */
export function channelFor(from: string | undefined, to: string, channels: readonly TabChannel[] = rewardsChannels()): string | undefined {
  if (from === undefined || from === to) return undefined;
  return channels.find((c) => c.from === from && c.to === to)?.ch;
}

/**
 * The tab the current path selects: the tab whose path equals the path or is its longest
 * segment prefix (so /referral/affiliate selects affiliate, not referral). `pathname` is
 * locale-free.
 */
export function activeTabId(pathname: string, tabs: readonly RewardsTab[]): string | undefined {
  const path = pathOf(pathname);
  let best: { id: string; length: number } | undefined;
  for (const tab of tabs) {
    const tabPath = pathOf(tab.href);
    if (path === tabPath || path.startsWith(`${tabPath}/`)) {
      if (!best || tabPath.length > best.length) best = { id: tab.id, length: tabPath.length };
    }
  }
  return best?.id;
}

export interface TabHrefOptions {
  /** The tab the user is on (undefined when no tab is active). */
  from: string | undefined;
  /** In the native app's webview (the inApp fact). */
  inApp: boolean;
  /** The target tab's translated label (used in the app only). */
  title: string;
  channels?: readonly TabChannel[];
}

/** The link to `to` from the current tab: its href plus ch, and in the app title and the flag. */
export function rewardsTabHref(to: RewardsTab, { from, inApp, title, channels }: TabHrefOptions): string {
  const cut = to.href.search(/[?#]/);
  const base = cut === -1 ? to.href : to.href.slice(0, cut);
  const hash = to.href.includes('#') ? to.href.slice(to.href.indexOf('#')) : '';
  const queryPart = cut === -1 ? '' : to.href.slice(cut).split('#')[0].replace(/^\?/, '');
  const query = new URLSearchParams(queryPart);
  const ch = channelFor(from, to.id, channels);
  if (ch) query.set('ch', ch);
  if (inApp) {
    query.set(IN_APP_TITLE_PARAM, title);
    query.set(IN_APP_NO_INTERCEPT_PARAM, '1');
  }
  const qs = query.toString();
  return `${base}${qs ? `?${qs}` : ''}${hash}`;
}

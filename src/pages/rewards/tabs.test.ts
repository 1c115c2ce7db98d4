import { describe, expect, it } from 'vitest';
import { activeTabId, channelFor, rewardsChannels, rewardsTabHref, type RewardsTab } from './tabs';

const TABS: RewardsTab[] = [
  { id: 'rewards_hub', label: 'rewards.tab.rewardsHub', href: '/rewards_hub' },
  { id: 'competition', label: 'rewards.tab.competition', href: '/competition/center' },
  { id: 'referral', label: 'rewards.tab.referral', href: '/referral' },
  { id: 'affiliate', label: 'rewards.tab.affiliate', href: '/referral/affiliate' },
  { id: 'broker', label: 'rewards.tab.broker', href: '/referral/broker' },
];
const tab = (id: string) => TABS.find((t) => t.id === id)!;

describe('rewards tab bar: the current path selects the tab', () => {
  it.each([
    ['/rewards_hub', 'rewards_hub'],
    ['/competition/center', 'competition'],
    ['/competition/center/spring-cup', 'competition'],
    ['/referral', 'referral'],
    ['/referral/', 'referral'],
    ['/referral/affiliate', 'affiliate'],
    ['/referral/broker?x=1', 'broker'],
    ['/referrals', undefined],
    ['/competition', undefined],
  ])('%s selects %s', (path, id) => {
    expect(activeTabId(path, TABS)).toBe(id);
  });
});

describe('rewards tab bar: ch between tabs (config/rewards-tabs.json channels)', () => {
  it('reads the configured pairs', () => {
    expect(rewardsChannels().length).toBeGreaterThan(0);
    for (const c of rewardsChannels()) expect(typeof c.ch).toBe('string');
  });

  it('adds ch only for a listed from/to pair, in that direction', () => {
    expect(channelFor('rewards_hub', 'referral')).toBe('rewards_hub_to_referral');
    expect(channelFor('referral', 'rewards_hub')).toBeUndefined();
    expect(channelFor(undefined, 'referral')).toBeUndefined();
    expect(channelFor('referral', 'referral')).toBeUndefined();
  });

  it('every configured pair produces its ch in the href', () => {
    for (const c of rewardsChannels()) {
      const href = rewardsTabHref(tab(c.to), { from: c.from, inApp: false, title: 'x' });
      expect(new URL(href, 'https://x.example').searchParams.get('ch')).toBe(c.ch);
    }
  });

  it('a web link without a pair is the bare tab href', () => {
    expect(rewardsTabHref(tab('competition'), { from: 'referral', inApp: false, title: 'Competitions' })).toBe(
      '/competition/center',
    );
  });

  it('in the app, adds the title and the intercept-disable flag', () => {
    const href = rewardsTabHref(tab('referral'), { from: 'rewards_hub', inApp: true, title: 'Invite friends & earn' });
    const url = new URL(href, 'https://x.example');
    expect(url.pathname).toBe('/referral');
    expect(url.searchParams.get('ch')).toBe('rewards_hub_to_referral');
    expect(url.searchParams.get('title')).toBe('Invite friends & earn');
    expect(url.searchParams.get('disable_intercept')).toBe('1');
  });

  it('keeps a query the tab href already has', () => {
    const withQuery = { id: 'referral', label: 'x', href: '/referral?tab=invite' };
    expect(rewardsTabHref(withQuery, { from: 'rewards_hub', inApp: false, title: '' })).toBe(
      '/referral?tab=invite&ch=rewards_hub_to_referral',
    );
  });
});

import type { ShareRequestProps } from '../../requests';

/**
 * The share modal's model (SPEC sections 2 item 13, 3, 5, 9): its props, every share source SPEC
 * lists, the ways to share, and the links each way opens. Pure, for the modal and its tests.
 */

/** SPEC section 3: share sources ("... promo and others"). */
export const SHARE_SOURCES = [
  'futures_position',
  'rewards_hub',
  'copytrading_post',
  'option_position',
  'simple_earn',
  'dual_investment',
  'startup_mining',
  'alpha_position',
  'mybot_list',
  'vip_challenge',
  'promo',
  'other',
] as const;
export type ShareSource = (typeof SHARE_SOURCES)[number];

export function isShareSource(value: unknown): value is ShareSource {
  return (SHARE_SOURCES as readonly unknown[]).includes(value);
}

/** How a share leaves the page. `image` downloads (or natively shares) the poster. */
export const SHARE_WAYS = ['copy', 'x', 'telegram', 'facebook', 'whatsapp', 'line', 'native', 'image'] as const;
export type ShareWay = (typeof SHARE_WAYS)[number];

/**
 * SPEC section 3: the share modal's props (subWebsiteId, shareContent, source, url,
 * posterContent, title, imgSrc, forbiddenWays, refCode), as a share request carries them
 * (src/overlays/requests.ts). The modal reads `source` and `forbiddenWays` through
 * `isShareSource` and `SHARE_WAYS`; the poster shows posterContent's headline, figure (toned as a
 * rise or a fall) and caption.
 */
export type ShareModalProps = ShareRequestProps;

/** The link shared: absolute on the given origin, with the referral code as ref_uid (SPEC section 3). */
export function sharedLink(url: string, origin: string, refCode: string | undefined): string {
  const link = new URL(url, origin);
  if (link.origin !== new URL(origin).origin) link.href = new URL(`${link.pathname}${link.search}${link.hash}`, origin).href;
  if (refCode && /^[\w-]{1,64}$/.test(refCode)) link.searchParams.set('ref_uid', refCode);
  return link.href;
}

/** The page each social way opens (a new window), or null for the ways that stay in the page. */
export function wayHref(way: ShareWay, link: string, text: string): string | null {
  const u = encodeURIComponent(link);
  const t = encodeURIComponent(text);
  switch (way) {
    case 'x':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${u}`;
    default:
      return null;
  }
}

/**
 * The ways offered: every way but the forbidden ones; `native` only where the browser can share;
 * `image` only where the poster may be shared (in the app, the share-image version gate: the
 * `shareImage` decision).
 */
export function waysOffered(forbidden: readonly ShareWay[] = [], { canShareNatively, imageAllowed }: { canShareNatively: boolean; imageAllowed: boolean }): ShareWay[] {
  return SHARE_WAYS.filter(
    (way) => !forbidden.includes(way) && (way !== 'native' || canShareNatively) && (way !== 'image' || imageAllowed),
  );
}

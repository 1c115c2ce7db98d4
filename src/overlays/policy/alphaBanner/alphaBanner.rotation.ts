/**
 * The alpha banner's round-robin (SPEC section 4: cards rotate round-robin, last index stored
 * locally per currency): each time the banner shows, it starts from the card after the last one
 * shown for that currency. Pure, for the component and its tests.
 */

/** localStorage key of the last card shown for a currency. */
export const alphaIndexKey = (currency: string) => `alpha_banner_index_${currency || 'default'}`;

/** The card to start from: the one after the stored index (a missing or tampered index: the first). */
export function nextIndex(stored: string | undefined, count: number): number {
  if (count <= 0) return 0;
  if (stored === undefined || !/^\d{1,6}$/.test(stored)) return 0;
  return (Number(stored) + 1) % count;
}

/** Cards in the server's `sort` order (ascending; ties keep the server's order). */
export function sortCards<T extends { sort?: number }>(cards: readonly T[]): T[] {
  return cards
    .map((card, at) => ({ card, at }))
    .sort((a, b) => (a.card.sort ?? 0) - (b.card.sort ?? 0) || a.at - b.at)
    .map(({ card }) => card);
}

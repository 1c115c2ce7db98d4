/**
 * A mock order book around a price, deterministic per pair (a placeholder until the market
 * websocket arrives with the chart issue; listed in issue 4's report).
 */
export interface BookLevel {
  price: number;
  amount: number;
  /** Cumulative amount from the best price, for the depth bars. */
  total: number;
}

export interface Book {
  asks: BookLevel[];
  bids: BookLevel[];
}

function seeded(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function mockOrderBook(pair: string, mid: number, levels = 10): Book {
  const random = seeded(pair);
  const tick = mid > 0 ? Math.max(mid * 0.0001, 10 ** -8) : 0.01;
  const baseSize = mid > 0 ? 2000 / mid : 1;
  const side = (direction: 1 | -1): BookLevel[] => {
    let total = 0;
    let distance = 0;
    return Array.from({ length: levels }, () => {
      const amount = baseSize * (0.2 + random() * 2.4);
      total += amount;
      // Each level a little further from the mid price: prices never cross.
      distance += tick * (0.5 + random());
      return { price: mid + direction * distance, amount, total };
    });
  };
  return { asks: side(1), bids: side(-1) };
}

export interface TradePrint {
  id: string;
  price: number;
  amount: number;
  side: 'buy' | 'sell';
  /** Seconds before now. */
  ago: number;
}

export function mockTrades(pair: string, mid: number, count = 14): TradePrint[] {
  const random = seeded(`${pair}:trades`);
  const baseSize = mid > 0 ? 800 / mid : 1;
  let ago = 0;
  return Array.from({ length: count }, (_, i) => {
    ago += Math.round(random() * 9) + 1;
    const side = random() > 0.5 ? 'buy' : 'sell';
    return { id: `${pair}-${i}`, price: mid * (1 + (random() - 0.5) * 0.001), amount: baseSize * (0.05 + random()), side, ago };
  });
}

/** Lead traders (placeholders until the backend serves copy trading; see issue 4's report). */
export interface LeadTrader {
  id: string;
  nickname: string;
  /** 30-day return, percent. */
  roi: number;
  /** 30-day profit, USDT. */
  pnl: number;
  winRate: number;
  followers: number;
  maxFollowers: number;
  aum: number;
  days: number;
  markets: readonly string[];
  mode: 'futures' | 'spot';
}

export const LEAD_TRADERS: readonly LeadTrader[] = [
  { id: '20481', nickname: 'Northwind Capital', roi: 86.4, pnl: 214_300, winRate: 71, followers: 412, maxFollowers: 500, aum: 2_940_000, days: 412, markets: ['BTC', 'ETH', 'SOL'], mode: 'futures' },
  { id: '11873', nickname: 'Quiet Grid', roi: 41.2, pnl: 98_750, winRate: 83, followers: 500, maxFollowers: 500, aum: 1_210_000, days: 290, markets: ['BTC', 'ETH'], mode: 'futures' },
  { id: '30917', nickname: 'Delta Neutral', roi: 23.8, pnl: 56_120, winRate: 64, followers: 188, maxFollowers: 300, aum: 860_000, days: 155, markets: ['ETH', 'LINK', 'AVAX'], mode: 'futures' },
  { id: '44520', nickname: 'Momentum Lab', roi: 132.9, pnl: 301_600, winRate: 58, followers: 297, maxFollowers: 400, aum: 3_720_000, days: 98, markets: ['SOL', 'DOGE', 'XRP'], mode: 'futures' },
  { id: '52011', nickname: 'Steady Stack', roi: 12.6, pnl: 18_400, winRate: 76, followers: 96, maxFollowers: 200, aum: 240_000, days: 520, markets: ['BTC', 'ETH'], mode: 'spot' },
  { id: '61342', nickname: 'Altcoin Rotation', roi: 34.1, pnl: 44_900, winRate: 61, followers: 143, maxFollowers: 200, aum: 510_000, days: 210, markets: ['SOL', 'LINK', 'TON'], mode: 'spot' },
];

export function leadTrader(id: string): LeadTrader | undefined {
  return LEAD_TRADERS.find((trader) => trader.id === id);
}

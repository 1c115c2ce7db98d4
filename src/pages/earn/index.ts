/**
 * Earn (SPEC section 2, earn routes): simple earn, HODL, lend, launchpool, startup, CandyDrop and
 * Trade Match.
 */
export { SimpleEarnPage } from './SimpleEarnPage';
export { HodlPage } from './HodlPage';
export { LendEarnPage } from './LendEarnPage';
export { LaunchpoolPage } from './LaunchpoolPage';
export { StartupPage, StartupDetailPage } from './StartupPage';
export { CandyDropPage } from './CandyDropPage';
export { TradeMatchPage } from './TradeMatchPage';

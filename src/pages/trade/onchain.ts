/** Alpha's on-chain tokens and pre-market projects come from the backend (src/api/endpoints/catalog.ts). */
export type { OnchainToken, PreMarketProject } from '../../api';

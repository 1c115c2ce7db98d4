/** Where coin icons come from (SPEC sections 7, 9). Mounted by the shell. */
export { CoinIconSource } from './CoinIconSource';

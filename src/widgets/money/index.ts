/** The user's money outside spot (issue 36): earn positions and copy accounts, one query each for every page that shows them. */
export { EarnHistoryTable, EarnPositionsTable } from './EarnPositions';
export { CopyAccounts } from './CopyAccounts';

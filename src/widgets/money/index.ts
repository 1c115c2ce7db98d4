/**
 * The user's money across accounts (issue 36): earn positions and copy accounts, one query each
 * for every page that shows them; every account with its worth and the one transfer between them
 * (./Accounts, docs/accounts.md).
 */
export { EarnHistoryTable, EarnPositionsTable } from './EarnPositions';
export { EarnStakePanel } from './EarnStakePanel';
export { CopyAccounts } from './CopyAccounts';
export { AccountsBreakdown, availableIn, newTransferId, useAccountName, useAccounts, useTransferBridge } from './Accounts';

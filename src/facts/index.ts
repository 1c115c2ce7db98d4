export * from './atoms';
export { useDecision, decisionsAtom, engineAtom } from './decisions';
export { FactsSources, useStorageWrite } from './FactsSources';
export type { StorageWrite, StoreName, StorageSnapshot } from './storage';

export * from './atoms';
export { useDecision, decisionsAtom, engineAtom } from './decisions';
// <FactsSources/> is not exported here: the root route loads it lazily (its own chunk).
export { useStorageWrite } from './useStorageWrite';
export type { StorageWrite, StoreName, StorageSnapshot } from './storage';

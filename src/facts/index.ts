export * from './atoms';
export { decisionErrorsAtom, decisionsAtom, useDecision, engineAtom } from './decisions';
// Not exported here, so that the first load's import of this index does not carry them:
// <FactsSources/> (the root route loads it lazily) and useStorageWrite (./useStorageWrite,
// used by lazy panels and forms only).
export type { StorageWrite } from './storage';

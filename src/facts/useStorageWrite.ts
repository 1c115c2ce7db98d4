import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { storageAtom } from './atoms';
import { applyStorageWrite, readStorageSnapshot, type StorageWrite } from './storage';

/** Write to cookies or web storage and refresh the snapshot, so decisions follow at once. */
export function useStorageWrite(): (...writes: StorageWrite[]) => void {
  const setStorage = useSetAtom(storageAtom);
  return useCallback(
    (...writes: StorageWrite[]) => {
      for (const w of writes) applyStorageWrite(w);
      setStorage(readStorageSnapshot());
    },
    [setStorage],
  );
}

/** The clock fact (src/facts, ticking every 30 s): renders stay pure and tests can set the time. */
import { useAtomValue } from 'jotai';
import { nowAtom } from '../../../facts';

export function useNow(): number {
  return useAtomValue(nowAtom);
}

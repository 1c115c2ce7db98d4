/** The logged-in visitor's uid and nickname, from the cookie snapshot the facts layer keeps. */
import { useAtomValue } from 'jotai';
import { storageAtom } from '../../facts';

export function useAccountIdentity(): { uid: string; nickname: string } {
  const cookies = useAtomValue(storageAtom).cookies;
  return { uid: cookies.uid ?? '', nickname: cookies.nickname ?? '' };
}

/** SPEC section 3, KYC levels: the status number to its level. */
export type KycLevel = '0' | '0.5' | '1' | '2' | '3' | 'company';

export function kycLevel(status: number): KycLevel {
  switch (status) {
    case 5:
      return '0.5';
    case 2:
      return '1';
    case 1:
      return '2';
    case 4:
      return '3';
    case 3:
      return 'company';
    default:
      return '0';
  }
}

const LEVEL_ORDER: readonly KycLevel[] = ['0', '0.5', '1', '2', '3'];

/** Whether `current` is at `level` or above (a company account is above every personal level). */
export function kycLevelReached(current: KycLevel, level: KycLevel): boolean {
  return current === 'company' || LEVEL_ORDER.indexOf(current) >= LEVEL_ORDER.indexOf(level);
}

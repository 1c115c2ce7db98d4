import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { homePath } from '../../i18n/localePaths';
import { useStorageWrite } from '../../facts/useStorageWrite';
import { useToast } from '../../ui/overlay/Toast';

/**
 * After the server has set the uid and nickname cookies: refresh the storage snapshot (so the
 * header and every decision see the user at once), greet, then go to `redirect` if the URL had
 * one, else let the caller decide (the modal closes; the /login page goes home).
 */
export function useAuthSuccess(): (nickname: string, redirect: string | undefined, fallback?: () => void) => void {
  const refreshStorage = useStorageWrite();
  const router = useRouter();
  const toast = useToast();
  const locale = useLocale();
  const { t } = useLingui();
  return useCallback(
    (nickname, redirect, fallback) => {
      refreshStorage();
      toast(t`Welcome, ${nickname}`, 'success');
      if (redirect) {
        void router.navigate({ href: redirect, replace: true });
        fallback?.();
      } else if (fallback) {
        fallback();
      } else {
        void router.navigate({ href: homePath(locale), replace: true });
      }
    },
    [refreshStorage, router, toast, t, locale],
  );
}

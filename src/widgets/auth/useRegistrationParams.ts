import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { registrationParams, type RegistrationParams } from './params';

/** ch, ref_uid and redirect of the current URL (the /login and /signup pages, or any page under the modal). */
export function useRegistrationParams(overrides: RegistrationParams = {}): RegistrationParams {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const { redirect, ch, refUid } = overrides;
  return useMemo(() => {
    const fromUrl = registrationParams(search);
    return {
      ...fromUrl,
      ...(redirect !== undefined ? { redirect } : {}),
      ...(ch !== undefined ? { ch } : {}),
      ...(refUid !== undefined ? { refUid } : {}),
    };
  }, [search, redirect, ch, refUid]);
}

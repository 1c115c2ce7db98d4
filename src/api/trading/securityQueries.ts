/**
 * TanStack Query options and mutations for the security settings (./security). Keys live under
 * ['api', 'user', 'security'] (dropped with the session). Every change that succeeds writes the
 * settings it answers into the query and refetches it, so the Security page agrees at once; a
 * password change ends the session, so the per-session cache is dropped.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../client';
import type { Gate } from '../queries';
import { bindTotp, changePassword, fetchTotpSecret, fetchUserSecurity, setAntiPhishing, setFundPassword, type AntiPhishingParams, type ChangePasswordParams, type FundPasswordParams, type SecurityAnswer } from './security';

const ALL = ['api', 'user', 'security'] as const;

export const securityKeys = {
  all: ALL,
  settings: [...ALL, 'settings'] as const,
  totpSecret: [...ALL, 'totpSecret'] as const,
};

export const userSecurityQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: securityKeys.settings, queryFn: ({ signal }) => fetchUserSecurity({ signal }), enabled, staleTime: 30_000 });

/** The secret to bind (the backend keeps it pending, so asking again answers the same one). */
export const totpSecretQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: securityKeys.totpSecret, queryFn: ({ signal }) => fetchTotpSecret({ signal }), enabled, staleTime: Infinity, retry: false });

async function settle(client: QueryClient, result: ApiResult<SecurityAnswer | null>): Promise<void> {
  const settings = result.data?.code === 0 ? result.data.settings : null;
  if (settings !== null) client.setQueryData(securityKeys.settings, { ...result, data: settings });
  await client.invalidateQueries({ queryKey: ALL });
}

const settled = { onSuccess: (result: ApiResult<SecurityAnswer | null>, _v: unknown, _m: unknown, context: { client: QueryClient }) => settle(context.client, result) };

export const bindTotpMutation = () => mutationOptions({ mutationKey: ['api', 'totpBind'], mutationFn: (p: { code: string }) => bindTotp(p), ...settled });
export const setFundPasswordMutation = () => mutationOptions({ mutationKey: ['api', 'setFundPassword'], mutationFn: (p: FundPasswordParams) => setFundPassword(p), ...settled });
export const setAntiPhishingMutation = () => mutationOptions({ mutationKey: ['api', 'setAntiPhishing'], mutationFn: (p: AntiPhishingParams) => setAntiPhishing(p), ...settled });

/** On code 0 the session has ended: the per-session cache is dropped (as logout does). */
export const changePasswordMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'changePassword'],
    mutationFn: (p: ChangePasswordParams) => changePassword(p),
    onSuccess: async (result, _v, _m, context) => {
      if (result.data?.code === 0) await context.client.resetQueries({ queryKey: ['api', 'user'] });
    },
  });

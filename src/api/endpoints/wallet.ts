/**
 * On-chain deposits and withdrawals (issue 13 part 5): the assets accepted, their networks with
 * fees and minimums, and the logged-in user's deposit address (paths in ./paths, ours). The
 * networks' failure is [] (the pages' error state, with a retry); the address answer says found
 * or not offered (code 40400), and a failure is null.
 */
import {
  validateDepositAddressResponse,
  validateDepositNetworksResponse,
} from '../../generated/validatorLoaders';
import { type DepositAddress, type DepositAsset } from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { lookup, type Lookup } from './catalog';
import { PATHS } from '../paths';

export interface Network {
  /** Chain code as the URL carries it (`network=TRC20`). */
  readonly id: string;
  readonly name: string;
  readonly confirmations: number;
  readonly minDeposit: number;
  readonly withdrawFee: number;
  /** Minutes to arrive, typically. */
  readonly minutes: number;
  readonly memo: boolean;
}

export interface DepositOption {
  readonly asset: string;
  /** The default network first. */
  readonly networks: readonly Network[];
}

export const depositNetworksEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'depositNetworks',
  method: 'GET',
  path: PATHS.depositNetworks,
  validate: validateDepositNetworksResponse,
  select: (body): readonly DepositOption[] =>
    body.data.list.map((a: DepositAsset) => ({
      asset: a.asset,
      networks: a.networks.map((n) => ({ id: n.id, name: n.name, confirmations: n.confirmations, minDeposit: n.min_deposit, withdrawFee: n.withdraw_fee, minutes: n.minutes, memo: n.memo })),
    })),
  fallback: /* @__PURE__ */ frozen([]) as readonly DepositOption[],
});
export const fetchDepositNetworks = /* @__PURE__ */ endpointFn(depositNetworksEndpoint);

export type { DepositAddress };

export const depositAddressEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'depositAddress',
  method: 'GET',
  path: PATHS.depositAddress,
  envelope: 'answer',
  validate: validateDepositAddressResponse,
  query: (p: { asset: string; network: string }) => ({ asset: p.asset, network: p.network }),
  select: lookup((w: DepositAddress): DepositAddress => w),
  fallback: null as Lookup<DepositAddress> | null,
});
export const fetchDepositAddress = /* @__PURE__ */ endpointFn(depositAddressEndpoint);

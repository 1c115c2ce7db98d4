/**
 * The wallet's records in the account model's state (./walletOps, docs/wallet-api.md): plain JSON,
 * decimals as strings, stored with the rest of the state (./store).
 */
import type { AddressFormat } from '../../../lib/chainAddress';

/** A persona id or a sub-account's owner (./walletOps subOwner). */
type Owner = string;

export interface WithdrawRule {
  network: string;
  name: string;
  address_format: AddressFormat;
  fee: string;
  min_amount: string;
  amount_step: string;
  memo: boolean;
  confirmations: number;
}

export interface DepositRecord {
  id: string;
  owner: Owner;
  asset: string;
  network: string;
  amount: string;
  address: string;
  tx_id: string;
  confirmations: number;
  required_confirmations: number;
  status: 'confirming' | 'credited';
  create_time: number;
  update_time: number;
}

export interface WithdrawalRecord {
  id: string;
  owner: Owner;
  client_id: string;
  asset: string;
  network: string;
  address: string;
  memo: string | null;
  amount: string;
  fee: string;
  status: 'processing' | 'completed';
  tx_id: string | null;
  create_time: number;
  update_time: number;
}

export interface AddressEntry {
  id: string;
  owner: Owner;
  asset: string;
  network: string;
  address: string;
  memo: string | null;
  label: string;
  create_time: number;
}

export interface SubTransferRecord {
  id: string;
  owner: Owner;
  client_id: string;
  from: string;
  to: string;
  asset: string;
  amount: string;
  time: number;
}

export interface WalletState {
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  addressBook: AddressEntry[];
  subTransfers: SubTransferRecord[];
}

export type PublicDeposit = Omit<DepositRecord, 'owner'>;
export type PublicWithdrawal = Omit<WithdrawalRecord, 'owner' | 'client_id'> & { client_id: string };
export type PublicAddress = Omit<AddressEntry, 'owner'>;


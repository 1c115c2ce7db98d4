/** The withdraw form's checks against a network's rule (the backend's own, docs/wallet-api.md). */
import { describe, expect, it } from 'vitest';
import { addressProblem, amountProblem, maxAmount, totalDebit } from './withdrawCheck';
import type { WithdrawRule } from '../../api/trading/wallet';

const TRC20: WithdrawRule = { network: 'TRC20', name: 'TRON (TRC20)', address_format: 'tron', fee: '1', min_amount: '2', amount_step: '0.01', memo: false, confirmations: 20 };
const ERC20: WithdrawRule = { ...TRC20, network: 'ERC20', name: 'Ethereum (ERC20)', address_format: 'evm', fee: '4.5', min_amount: '10' };

describe('the address, per the network format', () => {
  it('format and checksum', () => {
    expect(addressProblem(TRC20, '  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ')).toBeNull();
    expect(addressProblem(TRC20, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe('checksum');
    expect(addressProblem(TRC20, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('format');
    expect(addressProblem(ERC20, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeNull();
    expect(addressProblem(ERC20, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe('checksum');
    expect(addressProblem(ERC20, '')).toBe('empty');
  });
});

describe('the amount: minimum, step, available less the fee', () => {
  it('each refusal and the edge that passes', () => {
    expect(amountProblem(TRC20, '', '100')).toBe('empty');
    expect(amountProblem(TRC20, '1.99', '100')).toBe('belowMinimum');
    expect(amountProblem(TRC20, '2.001', '100')).toBe('offStep');
    expect(amountProblem(TRC20, '99.01', '100')).toBe('insufficient');
    expect(amountProblem(TRC20, '99', '100')).toBeNull();
    expect(maxAmount(TRC20, '100.567')).toBe('99.56');
    expect(maxAmount(ERC20, '12')).toBeNull();
    expect(totalDebit(ERC20, '10')).toBe('14.5');
  });
});

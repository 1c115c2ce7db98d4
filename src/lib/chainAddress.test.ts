/** Address checks per network format against published vectors (EIP-55, BIP 173/350, base58check) and typos. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressFromBytes, ADDRESS_FORMATS, checkAddress, toChecksumAddress } from './chainAddress';

describe('evm (ERC20, BEP20): EIP-55', () => {
  // The EIP-55 specification's own examples.
  const valid = ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'];
  it('accepts checksummed, all-lower and all-upper addresses', () => {
    for (const address of valid) {
      expect(checkAddress('evm', address)).toBe('ok');
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(checkAddress('evm', address.toLowerCase())).toBe('ok');
    }
    expect(checkAddress('evm', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe('ok');
  });
  it('refuses a case typo (checksum) and a wrong shape (format)', () => {
    expect(checkAddress('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe('checksum');
    expect(checkAddress('evm', '0x5aAeb6053f3E94C9b9A09f33669435E7Ef1BeAed')).toBe('checksum');
    expect(checkAddress('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe('format');
    expect(checkAddress('evm', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00')).toBe('format');
    expect(checkAddress('evm', '0xZaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('format');
  });
});

describe('tron (TRC20): base58check, 0x41', () => {
  it('accepts real addresses, refuses a changed character or another chain', () => {
    expect(checkAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('ok');
    expect(checkAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe('checksum');
    expect(checkAddress('tron', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('format');
    expect(checkAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe('format');
    expect(checkAddress('tron', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('format');
  });
});

describe('btc: base58check legacy and bech32 / bech32m segwit', () => {
  it('accepts P2PKH, P2SH, segwit v0 and taproot vectors', () => {
    expect(checkAddress('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('ok');
    expect(checkAddress('btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe('ok');
    expect(checkAddress('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('ok');
    expect(checkAddress('btc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe('ok');
    expect(checkAddress('btc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe('ok');
  });
  it('refuses typos, mixed case and the wrong checksum kind', () => {
    expect(checkAddress('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe('checksum');
    expect(checkAddress('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe('checksum');
    expect(checkAddress('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8f3t4')).toBe('format');
    // BIP 350: a v1 program with a bech32 (not bech32m) checksum is invalid.
    expect(checkAddress('btc', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx')).toBe('checksum');
    expect(checkAddress('btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe('format');
    expect(checkAddress('btc', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('format');
  });
});

describe('xrp, sol, doge, ton', () => {
  it('xrp: the genesis account; a typo is a checksum error', () => {
    expect(checkAddress('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe('ok');
    expect(checkAddress('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi')).toBe('checksum');
  });
  it('sol: 32 bytes of base58', () => {
    expect(checkAddress('sol', '11111111111111111111111111111111')).toBe('ok');
    expect(checkAddress('sol', 'So11111111111111111111111111111111111111112')).toBe('ok');
    expect(checkAddress('sol', 'So1111111111111111111111111111111111111111O')).toBe('format');
  });
  it('doge and ton: round trips of their encoders, a flipped character refused', () => {
    const doge = addressFromBytes('doge', Uint8Array.from([7, 9, 11]));
    expect(doge).toMatch(/^D/);
    expect(checkAddress('doge', doge)).toBe('ok');
    const ton = addressFromBytes('ton', Uint8Array.from([3, 5, 8]));
    expect(ton).toMatch(/^UQ/);
    expect(checkAddress('ton', ton)).toBe('ok');
    const flipped = ton.slice(0, 10) + (ton[10] === 'A' ? 'B' : 'A') + ton.slice(11);
    expect(checkAddress('ton', flipped)).toBe('checksum');
  });
});

describe('property: every generated address passes its own format and no other format accepts a one-character typo silently', () => {
  it('round trip for every format', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ADDRESS_FORMATS), fc.uint8Array({ minLength: 1, maxLength: 40 }), (format, seed) => {
        expect(checkAddress(format, addressFromBytes(format, seed))).toBe('ok');
      }),
      { numRuns: 200 },
    );
  });
  it('a changed character of a checksummed address is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom('tron', 'btc', 'doge', 'xrp', 'ton' as const), fc.uint8Array({ minLength: 20, maxLength: 32 }), fc.nat(), (format, seed, at) => {
        const address = addressFromBytes(format, seed);
        const index = 4 + (at % (address.length - 4));
        const alphabet = format === 'btc' ? 'qpzry9x8gf2tvdw0s3jn54khce6mua7l' : format === 'ton' ? 'ABCDEFGH' : format === 'xrp' ? 'rpshnaf39wBUDNEGHJKLM' : '23456789ABCDEFGH';
        const replacement = [...alphabet].find((c) => c !== address[index]) ?? 'x';
        expect(checkAddress(format, address.slice(0, index) + replacement + address.slice(index + 1))).not.toBe('ok');
      }),
      { numRuns: 200 },
    );
  });
});

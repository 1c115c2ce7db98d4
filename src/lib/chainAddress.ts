/**
 * On-chain address checks per address format (issue 36 section 3, docs/wallet-api.md): the
 * withdraw form and the mocked backend run the same function, so the form refuses what the server
 * would refuse. The format of a network comes from the backend's withdraw rules
 * (`address_format`); nothing here knows network names.
 *
 * - evm (ERC20, BEP20, Arbitrum, Base, GateChain): 0x and 40 hex digits; a mixed-case address
 *   must carry its EIP-55 checksum (keccak-256 of the lower-case hex), an all-lower or all-upper
 *   one has none to check.
 * - tron: base58check, 21 bytes starting 0x41 (a T address).
 * - btc: base58check P2PKH (version 0x00) or P2SH (0x05), or a bc1 segwit address (bech32 for
 *   version 0, bech32m for version 1 and above, BIP 173 / 350).
 * - doge: base58check P2PKH (0x1e, a D address) or P2SH (0x16).
 * - xrp: base58check in the XRP alphabet, version 0x00 (an r address).
 * - sol: base58, 32 bytes (no checksum on the network).
 * - ton: user-friendly form, 36 bytes of base64url with a CRC16-XMODEM checksum.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base58xrp, base64url, bech32, bech32m, createBase58check } from '@scure/base';

export const ADDRESS_FORMATS = ['evm', 'tron', 'btc', 'doge', 'xrp', 'sol', 'ton'] as const;
export type AddressFormat = (typeof ADDRESS_FORMATS)[number];

export function isAddressFormat(value: unknown): value is AddressFormat {
  return typeof value === 'string' && (ADDRESS_FORMATS as readonly string[]).includes(value);
}

/** ok; `format`: not an address of that kind at all; `checksum`: the right shape, a wrong checksum (a typo). */
export type AddressCheck = 'ok' | 'format' | 'checksum';

const b58check = /* @__PURE__ */ createBase58check(sha256);

function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The EIP-55 form of a 0x address (any case in). */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = hexOf(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) out += parseInt(hash[i] ?? '0', 16) >= 8 ? lower[i]!.toUpperCase() : lower[i];
  return out;
}

function checkEvm(address: string): AddressCheck {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'format';
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return 'ok';
  return toChecksumAddress(address) === address ? 'ok' : 'checksum';
}

/** base58 that decodes, then the 4-byte double-SHA-256 checksum and the version byte(s). */
function checkBase58(address: string, versions: readonly number[], length: number, pattern: RegExp, alphabet: 'btc' | 'xrp' = 'btc'): AddressCheck {
  if (!pattern.test(address)) return 'format';
  let raw: Uint8Array;
  try {
    raw = alphabet === 'xrp' ? base58xrp.decode(address) : base58.decode(address);
  } catch {
    return 'format';
  }
  if (raw.length !== length + 4 || !versions.includes(raw[0] ?? -1)) return 'format';
  if (alphabet === 'xrp') {
    const payload = raw.slice(0, length);
    const sum = sha256(sha256(payload));
    return raw.slice(length).every((b, i) => b === sum[i]) ? 'ok' : 'checksum';
  }
  try {
    b58check.decode(address);
    return 'ok';
  } catch {
    return 'checksum';
  }
}

function checkSegwit(address: string): AddressCheck {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return 'format';
  if (!/^bc1[02-9ac-hj-np-z]{8,87}$/.test(lower)) return 'format';
  const version = bech32.decodeUnsafe(lower, 90) ? 0 : bech32m.decodeUnsafe(lower, 90) ? 1 : -1;
  // Which checksum the address must have follows from its witness version (its first data character).
  const witness = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.indexOf(lower[3] ?? '');
  if (witness < 0 || witness > 16) return 'format';
  const expected = witness === 0 ? 0 : 1;
  if (version !== expected) return 'checksum';
  const decoded = (expected === 0 ? bech32 : bech32m).decode(lower as `${string}1${string}`, 90);
  const program = (expected === 0 ? bech32 : bech32m).fromWordsUnsafe(decoded.words.slice(1));
  if (!program || decoded.prefix !== 'bc') return 'format';
  if (witness === 0 ? program.length !== 20 && program.length !== 32 : program.length < 2 || program.length > 40) return 'format';
  return 'ok';
}

/** CRC16-XMODEM (TON's user-friendly address checksum). */
export function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function checkTon(address: string): AddressCheck {
  if (!/^[EUk0]Q[A-Za-z0-9_-]{46}$/.test(address)) return 'format';
  let raw: Uint8Array;
  try {
    raw = base64url.decode(address);
  } catch {
    return 'format';
  }
  if (raw.length !== 36) return 'format';
  const crc = crc16(raw.slice(0, 34));
  return raw[34] === crc >> 8 && raw[35] === (crc & 0xff) ? 'ok' : 'checksum';
}

function checkSol(address: string): AddressCheck {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return 'format';
  try {
    return base58.decode(address).length === 32 ? 'ok' : 'format';
  } catch {
    return 'format';
  }
}

/** Whether `address` (trimmed by the caller) is an address of `format`, and why not. */
export function checkAddress(format: AddressFormat, address: string): AddressCheck {
  if (address.length === 0 || address.length > 128) return 'format';
  switch (format) {
    case 'evm':
      return checkEvm(address);
    case 'tron':
      return checkBase58(address, [0x41], 21, /^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    case 'btc':
      return /^bc1/i.test(address) ? checkSegwit(address) : checkBase58(address, [0x00, 0x05], 21, /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/);
    case 'doge':
      return checkBase58(address, [0x1e, 0x16], 21, /^[DA9][1-9A-HJ-NP-Za-km-z]{25,34}$/);
    case 'xrp':
      return checkBase58(address, [0x00], 21, /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/, 'xrp');
    case 'sol':
      return checkSol(address);
    case 'ton':
      return checkTon(address);
  }
}

/** A valid address of `format` made from `seed` bytes (the mocked backend's deposit addresses; tests). */
export function addressFromBytes(format: AddressFormat, seed: Uint8Array): string {
  const take = (n: number) => Uint8Array.from({ length: n }, (_, i) => seed[i % Math.max(1, seed.length)] ?? i);
  switch (format) {
    case 'evm':
      return toChecksumAddress(`0x${hexOf(take(20))}`);
    case 'tron':
      return b58check.encode(Uint8Array.from([0x41, ...take(20)]));
    case 'btc':
      return bech32.encode('bc', [0, ...bech32.toWords(take(20))]);
    case 'doge':
      return b58check.encode(Uint8Array.from([0x1e, ...take(20)]));
    case 'xrp': {
      const payload = Uint8Array.from([0x00, ...take(20)]);
      return base58xrp.encode(Uint8Array.from([...payload, ...sha256(sha256(payload)).slice(0, 4)]));
    }
    case 'sol':
      return base58.encode(Uint8Array.from([1, ...take(31)]));
    case 'ton': {
      const body = Uint8Array.from([0x51, 0x00, ...take(32)]);
      const crc = crc16(body);
      return base64url.encode(Uint8Array.from([...body, crc >> 8, crc & 0xff]));
    }
  }
}

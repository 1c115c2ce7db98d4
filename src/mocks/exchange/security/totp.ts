/**
 * RFC 6238 time-based one-time passwords (HMAC-SHA1, 30 s step, 6 digits) and RFC 4648 base32,
 * for the mocked backend's authenticator check (docs/account-security.md). HMAC through WebCrypto
 * (`crypto.subtle`, in the browser and in Node 20), so the demo checks a code as a real exchange
 * does: the code an authenticator app computes from the bound secret, one step either side.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const TOTP_STEP_S = 30;
export const TOTP_DIGITS = 6;

/** RFC 4648 base32, upper case, without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 text (spaces, case and padding ignored); null when it is not base32. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
      buffer &= (1 << bits) - 1;
    }
  }
  return Uint8Array.from(out);
}

/** A new secret: 20 random bytes, 32 base32 characters (what authenticator apps expect). */
export function newTotpSecret(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return base32Encode(bytes);
}

/** RFC 4226 HOTP: the full dynamic-truncation value (before the modulo), from the key and the counter. */
export async function hotpValue(key: Uint8Array, counter: number): Promise<number> {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const cryptoKey = await crypto.subtle.importKey('raw', Uint8Array.from(key), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, message));
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const at = (i: number) => mac[offset + i] ?? 0;
  return ((at(0) & 0x7f) << 24) | (at(1) << 16) | (at(2) << 8) | at(3);
}

/** The 6-digit code of `key` at `unixSeconds`. */
export async function totpCode(key: Uint8Array, unixSeconds: number): Promise<string> {
  const value = await hotpValue(key, Math.floor(unixSeconds / TOTP_STEP_S));
  return String(value % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** Whether `code` is the secret's code now, a step before or a step after (clock drift, a slow typist). */
export async function verifyTotp(secret: string, code: unknown, unixSeconds: number): Promise<boolean> {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return false;
  const key = base32Decode(secret);
  if (key === null || key.length === 0) return false;
  for (const drift of [0, -1, 1]) {
    if ((await totpCode(key, unixSeconds + drift * TOTP_STEP_S)) === code) return true;
  }
  return false;
}

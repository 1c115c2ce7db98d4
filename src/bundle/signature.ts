/**
 * Signed config bundles (issue 37, finding 5). A bundle's hash names it, and its manifest carries
 * a version and an ECDSA P-256 signature (SHA-256, IEEE P1363 r||s, base64url) over the canonical
 * text `exchange-config-bundle/1\n<version>\n<sha256>`: the signature binds the bundle's bytes
 * (through their hash) to a version, so neither an edited-and-rehashed bundle nor an older one
 * under a newer version passes. Web Crypto only (`crypto.subtle`): the same code signs in Node
 * (`policy bundle --sign`) and verifies in the browser and in `policy verify`.
 *
 * P-256 rather than Ed25519: Node 20 and this Chromium both have Ed25519 in Web Crypto, but older
 * browsers we support do not, and a browser that cannot verify never runs a hot bundle.
 */

/** A public key as the app carries it: an EC P-256 JWK, named by its RFC 7638 thumbprint. */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/** An EC key as JSON (the members used here; the DOM's Jwk is not in Node's types). */
export interface Jwk {
  kty?: string;
  crv?: string;
  x?: string;
  y?: string;
  /** The private scalar: only in a private key. */
  d?: string;
  kid?: string;
}

/** The manifest's signed part (format 1 with these fields; ./files.ts ConfigManifest). */
export interface SignedFields {
  version: number;
  sha256: string;
  /** The thumbprint of the key that signed (selects the key; not itself signed). */
  keyId: string;
  /** base64url of the 64-byte P1363 signature. */
  signature: string;
}

const KEY = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** The exact bytes signed: a context label, the version and the bundle's SHA-256 (hex). */
export const signedText = (version: number, sha256: string): string => `exchange-config-bundle/1\n${version}\n${sha256}`;

export const isVersion = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  let binary = '';
  for (const byte of bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** RFC 7638: the SHA-256 of the key's required members in lexical order, base64url. */
export async function keyIdOf(jwk: PublicJwk): Promise<string> {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return toBase64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical)));
}

export const publicPart = (jwk: Jwk): PublicJwk => ({ kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y) });

/** A new signing key pair, both halves as JWK (`policy keygen`). */
export async function generateSigningKeys(): Promise<{ privateJwk: Jwk; publicJwk: PublicJwk; keyId: string }> {
  const pair = await crypto.subtle.generateKey(KEY, true, ['sign', 'verify']);
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const publicJwk = publicPart(await crypto.subtle.exportKey('jwk', pair.publicKey));
  return { privateJwk: { kty: privateJwk.kty, crv: privateJwk.crv, x: privateJwk.x, y: privateJwk.y, d: privateJwk.d }, publicJwk, keyId: await keyIdOf(publicJwk) };
}

/** Signs a version and a bundle hash with a private P-256 JWK. Throws on a key that is not one. */
export async function signBundle(privateJwk: Jwk, version: number, sha256: string): Promise<SignedFields> {
  if (privateJwk.kty !== 'EC' || privateJwk.crv !== 'P-256' || typeof privateJwk.d !== 'string') throw new Error('not an EC P-256 private key (a JWK with "d")');
  if (!isVersion(version)) throw new Error(`version must be a positive integer, not ${String(version)}`);
  const key = await crypto.subtle.importKey('jwk', privateJwk, KEY, false, ['sign']);
  const signature = await crypto.subtle.sign(SIGN, key, new TextEncoder().encode(signedText(version, sha256)));
  return { version, sha256, keyId: await keyIdOf(publicPart(privateJwk)), signature: toBase64Url(signature) };
}

/**
 * Null when a trusted key signed exactly this version and hash; else why not, as one sentence.
 * `fields` is untrusted (a manifest from the network, a record from IndexedDB).
 */
export async function signatureProblem(fields: Partial<Record<keyof SignedFields, unknown>>, trusted: readonly PublicJwk[]): Promise<string | null> {
  if (fields.signature === undefined && fields.keyId === undefined) return 'not signed';
  if (typeof fields.signature !== 'string' || typeof fields.keyId !== 'string') return 'its signature or keyId is not a string';
  if (!isVersion(fields.version)) return `its version ${JSON.stringify(fields.version) ?? 'undefined'} is no positive integer`;
  if (typeof fields.sha256 !== 'string') return 'it names no sha256';
  let key: PublicJwk | undefined;
  for (const candidate of trusted) if ((await keyIdOf(candidate)) === fields.keyId) key = candidate;
  if (!key) return `signed by key ${fields.keyId}, which this app does not trust`;
  const signature = fromBase64Url(fields.signature);
  if (!signature || signature.length !== 64) return `the signature is not 64 bytes of base64url`;
  try {
    const publicKey = await crypto.subtle.importKey('jwk', key, KEY, false, ['verify']);
    const ok = await crypto.subtle.verify(SIGN, publicKey, signature, new TextEncoder().encode(signedText(fields.version, fields.sha256)));
    return ok ? null : `the signature of version ${fields.version} and sha256 ${fields.sha256} is not valid for key ${fields.keyId}`;
  } catch (error) {
    return `the signature could not be checked: ${error instanceof Error ? error.message : String(error)}`;
  }
}

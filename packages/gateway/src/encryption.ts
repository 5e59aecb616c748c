/**
 * Payload encryption for the calls the spec marks "(encrypted)".
 *
 * Wire format (request and, when the server chooses to, response):
 *   - header `X-Payload-Encryption: none`        body = the JSON text unchanged
 *   - header `X-Payload-Encryption: aes-256-gcm` body = `{"data":"<base64(iv || ciphertext || tag)>"}`
 *     AES-256-GCM (WebCrypto), 32-byte key given as base64, a fresh random 12-byte IV per message,
 *     128-bit tag appended to the ciphertext (WebCrypto's layout), no additional data; the plaintext
 *     is the UTF-8 JSON text of the payload.
 * A response is decrypted only when it says so in `X-Payload-Encryption` (or, when that header is
 * not exposed by CORS, when an encrypted call's body is exactly `{"data":"..."}`).
 */
export const ENCRYPTION_HEADER = 'X-Payload-Encryption';

export interface Encryptor {
  readonly scheme: string;
  encrypt(plainJson: string): Promise<{ body: string; headers: Record<string, string> }>;
  decrypt(body: string, headers: Record<string, string>): Promise<string>;
}

export const plainEncryptor: Encryptor = {
  scheme: 'none',
  async encrypt(plainJson) {
    return { body: plainJson, headers: { [ENCRYPTION_HEADER]: 'none' } };
  },
  async decrypt(body) {
    return body;
  },
};

export const AES_GCM_SCHEME = 'aes-256-gcm';
const IV_BYTES = 12;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto (crypto.subtle) is not available in this context');
  return s;
}

/** A new random AES-256 key, base64 (for configuration and tests). */
export function generateAesKeyBase64(): string {
  return bytesToBase64(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

export function createAesGcmEncryptor(base64Key: string): Encryptor {
  const raw = base64ToBytes(base64Key);
  if (raw.length !== 32) throw new Error(`AES-256-GCM needs a 32-byte key, got ${raw.length} bytes`);
  let keyPromise: Promise<CryptoKey> | undefined;
  const key = () => {
    keyPromise ??= subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    return keyPromise;
  };

  return {
    scheme: AES_GCM_SCHEME,
    async encrypt(plainJson) {
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const cipher = new Uint8Array(
        await subtle().encrypt({ name: 'AES-GCM', iv }, await key(), new TextEncoder().encode(plainJson)),
      );
      const packed = new Uint8Array(IV_BYTES + cipher.length);
      packed.set(iv, 0);
      packed.set(cipher, IV_BYTES);
      return {
        body: JSON.stringify({ data: bytesToBase64(packed) }),
        headers: { [ENCRYPTION_HEADER]: AES_GCM_SCHEME },
      };
    },
    async decrypt(body) {
      const parsed: unknown = JSON.parse(body);
      const data =
        parsed !== null && typeof parsed === 'object' ? (parsed as { data?: unknown }).data : undefined;
      if (typeof data !== 'string') throw new Error('encrypted body has no "data" string');
      const packed = base64ToBytes(data);
      if (packed.length <= IV_BYTES) throw new Error('encrypted body is too short');
      const plain = await subtle().decrypt(
        { name: 'AES-GCM', iv: packed.subarray(0, IV_BYTES) },
        await key(),
        packed.subarray(IV_BYTES),
      );
      return new TextDecoder().decode(plain);
    },
  };
}

/** Case-insensitive header lookup over a plain record. */
export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

// The wire format (header, schemes, base64) lives in encryptionFormat.ts, which the lazily loaded AES-GCM code
// shares with this module.
import {
  AES_GCM_SCHEME,
  base64ToBytes,
  bytesToBase64,
  ENCRYPTION_HEADER,
  type Encryptor,
} from './encryptionFormat.ts';

export {
  AES_GCM_SCHEME,
  base64ToBytes,
  bytesToBase64,
  ENCRYPTION_HEADER,
  type Encryptor,
} from './encryptionFormat.ts';

export const plainEncryptor: Encryptor = {
  scheme: 'none',
  async encrypt(plainJson) {
    return { body: plainJson, headers: { [ENCRYPTION_HEADER]: 'none' } };
  },
  async decrypt(body) {
    return body;
  },
};

/** A new random AES-256 key, base64 (for configuration and tests). */
export function generateAesKeyBase64(): string {
  return bytesToBase64(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * The AES-256-GCM encryptor, whose code (and the key import) loads on the first encrypted call: the site's
 * entry carries only this stub. The key's length is checked at once.
 */
export function createDeferredAesGcmEncryptor(base64Key: string): Encryptor {
  const raw = base64ToBytes(base64Key);
  if (raw.length !== 32) throw new Error(`AES-256-GCM needs a 32-byte key, got ${raw.length} bytes`);
  let loading: Promise<Encryptor> | undefined;
  const load = () => {
    loading ??= import('./aesGcm.ts').then((module) => module.createAesGcmEncryptor(base64Key));
    return loading;
  };
  return {
    scheme: AES_GCM_SCHEME,
    encrypt: async (plainJson) => (await load()).encrypt(plainJson),
    decrypt: async (body, headers) => (await load()).decrypt(body, headers),
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

import {
  AES_GCM_SCHEME,
  base64ToBytes,
  bytesToBase64,
  ENCRYPTION_HEADER,
  type Encryptor,
} from './encryptionFormat.ts';

const IV_BYTES = 12;

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('Web Crypto (crypto.subtle) is not available: a secure context is needed');
  return api;
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

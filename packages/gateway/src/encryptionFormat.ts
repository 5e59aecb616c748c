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

export const AES_GCM_SCHEME = 'aes-256-gcm';

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

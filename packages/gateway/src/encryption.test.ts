import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAesGcmEncryptor } from './aesGcm.ts';
import {
  AES_GCM_SCHEME,
  base64ToBytes,
  createDeferredAesGcmEncryptor,
  ENCRYPTION_HEADER,
  generateAesKeyBase64,
  plainEncryptor,
} from './encryption.ts';
import { GATEWAY, testGateway } from './test/testGateway.ts';

const { server, client } = testGateway({ getToken: () => null });

const KEY = generateAesKeyBase64();
const payload = JSON.stringify({ username: 'jogador01', password: 'Sorte2026', note: 'ção ✓' });

describe('§7 payload encryption: wire format', () => {
  it('plain: body unchanged, header none', async () => {
    await expect(plainEncryptor.encrypt(payload)).resolves.toEqual({
      body: payload,
      headers: { [ENCRYPTION_HEADER]: 'none' },
    });
    await expect(plainEncryptor.decrypt(payload, {})).resolves.toBe(payload);
  });

  it('AES-256-GCM round trip; body is {"data": base64(iv(12) || ciphertext || tag(16))}', async () => {
    const aes = createAesGcmEncryptor(KEY);
    const sealed = await aes.encrypt(payload);
    expect(sealed.headers).toEqual({ [ENCRYPTION_HEADER]: AES_GCM_SCHEME });
    const data = JSON.parse(sealed.body).data as string;
    expect(Object.keys(JSON.parse(sealed.body))).toEqual(['data']);
    expect(base64ToBytes(data).length).toBe(12 + new TextEncoder().encode(payload).length + 16);
    expect(sealed.body).not.toContain('Sorte2026');
    await expect(aes.decrypt(sealed.body, sealed.headers)).resolves.toBe(payload);
  });

  it('a fresh IV each time; a wrong key or tampered data fails', async () => {
    const aes = createAesGcmEncryptor(KEY);
    const a = await aes.encrypt(payload);
    const b = await aes.encrypt(payload);
    expect(a.body).not.toBe(b.body);
    await expect(createAesGcmEncryptor(generateAesKeyBase64()).decrypt(a.body, {})).rejects.toBeTruthy();
    const bytes = base64ToBytes(JSON.parse(a.body).data);
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    const tampered = JSON.stringify({ data: btoa(String.fromCharCode(...bytes)) });
    await expect(aes.decrypt(tampered, {})).rejects.toBeTruthy();
  });

  it('rejects keys that are not 32 bytes', () => {
    expect(() => createAesGcmEncryptor(btoa('short'))).toThrow(/32-byte/);
  });
});

describe('§7 login through the AES encryptor', () => {
  it('sends an encrypted body the server can open, and reads an encrypted or plain answer', async () => {
    const aes = createAesGcmEncryptor(KEY);
    const received: unknown[] = [];
    let encryptAnswer = true;
    server.use(
      http.post(`${GATEWAY}/wps/session/login`, async ({ request }) => {
        expect(request.headers.get(ENCRYPTION_HEADER)).toBe(AES_GCM_SCHEME);
        expect(request.headers.get('content-type')).toBe('application/json');
        received.push(JSON.parse(await aes.decrypt(await request.text(), {})));
        const answer = JSON.stringify({ success: true, value: { token: 'tok', passwordExpired: 0 } });
        if (!encryptAnswer) return HttpResponse.json(JSON.parse(answer));
        const sealed = await aes.encrypt(answer);
        return new HttpResponse(sealed.body, {
          headers: { 'Content-Type': 'application/json', ...sealed.headers },
        });
      }),
    );
    const gw = client({ encryptor: aes });
    const body = { type: 'username', username: 'jogador01', password: 'Sorte2026' } as const;
    await expect(gw.session.login(body)).resolves.toEqual({ token: 'tok', passwordExpired: false });
    encryptAnswer = false;
    await expect(gw.session.login(body)).resolves.toEqual({ token: 'tok', passwordExpired: false });
    expect(received).toEqual([body, body]);
  });

  it('an encrypted answer whose scheme header is hidden (CORS) is still opened', async () => {
    const aes = createAesGcmEncryptor(KEY);
    server.use(
      http.post(`${GATEWAY}/wps/session/login`, async () => {
        const sealed = await aes.encrypt(JSON.stringify({ success: true, value: { token: 'tok' } }));
        return new HttpResponse(sealed.body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const gw = client({ encryptor: aes });
    await expect(gw.session.login({ type: 'username', username: 'u', password: 'p' })).resolves.toEqual({
      token: 'tok',
    });
  });

  it('an answer in an unknown scheme → invalid-response', async () => {
    server.use(
      http.post(
        `${GATEWAY}/wps/session/login`,
        () => new HttpResponse('{"data":"x"}', { headers: { [ENCRYPTION_HEADER]: 'rot13' } }),
      ),
    );
    const gw = client();
    await expect(gw.session.login({ type: 'username', username: 'u', password: 'p' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('the deferred AES-GCM encryptor (the site entry loads the cipher on first use)', () => {
  it('encrypts and decrypts exactly like the eager one, and checks the key length at once', async () => {
    const deferred = createDeferredAesGcmEncryptor(KEY);
    expect(deferred.scheme).toBe(AES_GCM_SCHEME);
    const sealed = await deferred.encrypt('{"a":1}');
    await expect(createAesGcmEncryptor(KEY).decrypt(sealed.body, sealed.headers)).resolves.toBe('{"a":1}');
    expect(() => createDeferredAesGcmEncryptor(btoa('short'))).toThrow(/32-byte/);
  });
});

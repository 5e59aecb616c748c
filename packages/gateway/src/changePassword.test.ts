import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createAesGcmEncryptor } from './aesGcm.ts';
import { AES_GCM_SCHEME, base64ToBytes, ENCRYPTION_HEADER, generateAesKeyBase64 } from './encryption.ts';
import { endpoints } from './endpoints.ts';
import type { ChangePasswordRequest } from './schemas/member.ts';
import { rejection, testGateway } from './test/testGateway.ts';

const PATH = '/wps/member/password';
const { server, client, capture: captureAt } = testGateway();
const capture = (respond?: () => Response | Promise<Response>) => captureAt('all', PATH, respond);

const body: ChangePasswordRequest = {
  oldPassword: 'Sorte2026',
  newPassword: 'Nova2027x',
  confirmNewPassword: 'Nova2027x',
};

describe('§7 change password: POST /wps/member/password (token, encrypted)', () => {
  it('is in the endpoint table as a call that needs a token, is encrypted and never retried', () => {
    expect(endpoints.changePassword).toMatchObject({
      method: 'POST',
      path: PATH,
      auth: true,
      encrypted: true,
      retry: false,
    });
  });

  it('sends POST with the Bearer token, no X-Mod-Id and exactly the three fields', async () => {
    const seen = capture();
    await expect(
      client({ language: () => 'pt-BR' }).member.changePassword({
        ...body,
        // @ts-expect-error unknown keys are never sent
        username: 'dropped',
      }),
    ).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.get('authorization')).toBe('Bearer tok-9');
    expect(req.headers.get('x-mod-id')).toBeNull();
    expect(req.headers.get('content-type')).toBe('application/json');
    expect(req.headers.get('accept-language')).toBe('PT-BR');
    // the default encryptor is the plain one: the body is the JSON text, marked 'none'
    expect(req.headers.get(ENCRYPTION_HEADER)).toBe('none');
    expect(JSON.parse(req.body)).toEqual(body);
  });

  it('goes through the AES encryptor: sealed body the server can open, encrypted answer read', async () => {
    const key = generateAesKeyBase64();
    const aes = createAesGcmEncryptor(key);
    const seen = capture(async () => {
      const sealed = await aes.encrypt(JSON.stringify({ success: true, value: null }));
      return new HttpResponse(sealed.body, {
        headers: { 'Content-Type': 'application/json', ...sealed.headers },
      });
    });
    await expect(client({ encryptor: aes }).member.changePassword(body)).resolves.toBeUndefined();
    const req = seen[0]!;
    expect(req.headers.get(ENCRYPTION_HEADER)).toBe(AES_GCM_SCHEME);
    expect(req.headers.get('content-type')).toBe('application/json');
    expect(Object.keys(JSON.parse(req.body))).toEqual(['data']);
    expect(req.body).not.toContain('Sorte2026');
    expect(req.body).not.toContain('Nova2027x');
    const data = base64ToBytes(JSON.parse(req.body).data as string);
    expect(data.length).toBe(12 + new TextEncoder().encode(JSON.stringify(body)).length + 16);
    expect(JSON.parse(await aes.decrypt(req.body, {}))).toEqual(body);
  });

  it('an encrypted answer whose scheme header is hidden (CORS) is still opened', async () => {
    const aes = createAesGcmEncryptor(generateAesKeyBase64());
    capture(async () => {
      const sealed = await aes.encrypt(
        JSON.stringify({ success: false, message: 'Old password is incorrect' }),
      );
      return new HttpResponse(sealed.body, { headers: { 'Content-Type': 'application/json' } });
    });
    const error = await rejection(client({ encryptor: aes }).member.changePassword(body));
    expect(error).toMatchObject({ kind: 'rejected', serverMessage: 'Old password is incorrect' });
  });

  it.each([
    ['no value', { success: true }],
    ['null', { success: true, value: null }],
    ['a string', { success: true, value: 'ok' }],
    ['an object', { success: 1, value: { changed: true } }],
  ])('the value is ignored (%s) → undefined', async (_, envelope) => {
    capture(() => HttpResponse.json(envelope));
    await expect(client().member.changePassword(body)).resolves.toBeUndefined();
  });

  it('success:false → rejected carrying the server message and code', async () => {
    capture(() =>
      HttpResponse.json({ success: false, message: 'Old password is incorrect', code: 'E_OLD_PWD' }),
    );
    const error = await rejection(client().member.changePassword(body));
    expect(error).toMatchObject({
      kind: 'rejected',
      endpoint: 'changePassword',
      serverMessage: 'Old password is incorrect',
      code: 'E_OLD_PWD',
    });
  });

  it('a 4xx with a success:false envelope is a rejection too; a 401 is an expired session', async () => {
    capture(() =>
      HttpResponse.json({ success: false, message: 'Password format is incorrect' }, { status: 400 }),
    );
    const bad = await rejection(client().member.changePassword(body));
    expect(bad).toMatchObject({
      kind: 'rejected',
      status: 400,
      serverMessage: 'Password format is incorrect',
    });

    server.resetHandlers();
    capture(() => HttpResponse.json({ success: false, message: 'Please login' }, { status: 401 }));
    const onUnauthorized = vi.fn();
    const expired = await rejection(client({ onUnauthorized }).member.changePassword(body));
    expect(expired.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 5xx', () => HttpResponse.json({ success: false }, { status: 500 }), 'server'],
    ['a network failure', () => HttpResponse.error(), 'network'],
  ] as const)('is never retried after %s', async (_, respond, kind) => {
    const sleep = vi.fn(async (_ms: number) => {});
    const seen = capture(respond);
    const error = await rejection(client({ retry: { sleep } }).member.changePassword(body));
    expect(error.kind).toBe(kind);
    expect(seen).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it.each(['oldPassword', 'newPassword', 'confirmNewPassword'] as const)(
    'an empty %s is an invalid request and nothing is sent',
    async (field) => {
      const seen = capture();
      const error = await rejection(client().member.changePassword({ ...body, [field]: '' }));
      expect(error.kind).toBe('invalid-request');
      expect(error.issues.join(' ')).toContain(field);
      expect(seen).toHaveLength(0);
    },
  );
});

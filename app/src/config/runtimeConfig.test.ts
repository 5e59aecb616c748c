import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/securityHeaders.ts';
import { parseRuntimeConfig } from './runtimeConfig.ts';

const minimal = { mode: 'live', gatewayUrl: 'https://gw.example.com', merchantCode: 'SORTE' };

describe('runtime config (/config.json)', () => {
  it('accepts a minimal live config and fills the defaults', () => {
    const result = parseRuntimeConfig(JSON.stringify(minimal));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.encryption).toEqual({ scheme: 'none' });
    expect(result.config.timeoutMs).toBe(15000);
    expect(result.config.allowedLinkHosts).toEqual([]);
    expect(result.config.currency).toBe('BRL');
  });

  it('takes a path override for any endpoint name, not only the permission call', () => {
    const endpoints = { permission: '/wps/system/permission', deposit: '/pay/deposit', popularNotices: '/n' };
    const result = parseRuntimeConfig(JSON.stringify({ ...minimal, endpoints }));
    expect(result.ok && result.config.endpoints).toEqual(endpoints);
  });

  it('takes the public address as an https origin, and leaves it unset by default', () => {
    const result = parseRuntimeConfig(JSON.stringify({ ...minimal, publicUrl: 'https://sorte.example.com' }));
    expect(result.ok && result.config.publicUrl).toBe('https://sorte.example.com');
    const unset = parseRuntimeConfig(JSON.stringify(minimal));
    expect(unset.ok && unset.config.publicUrl).toBeUndefined();
  });

  it.each([
    [
      'a public address over http',
      JSON.stringify({ ...minimal, publicUrl: 'http://sorte.example.com' }),
      'invalid',
    ],
    [
      'a public address with a path',
      JSON.stringify({ ...minimal, publicUrl: 'https://sorte.example.com/' }),
      'invalid',
    ],
    ['not JSON', '{ mode: demo', 'malformed'],
    ['an unknown mode', JSON.stringify({ ...minimal, mode: 'staging' }), 'invalid'],
    ['no merchant code', JSON.stringify({ mode: 'demo', gatewayUrl: '/gw' }), 'invalid'],
    [
      'a host list with a scheme',
      JSON.stringify({ ...minimal, allowedLinkHosts: ['https://t.me'] }),
      'invalid',
    ],
    [
      'an endpoint that is not a path',
      JSON.stringify({ ...minimal, endpoints: { deposit: 'pay/deposit' } }),
      'invalid',
    ],
    [
      'a short encryption key',
      JSON.stringify({ ...minimal, encryption: { scheme: 'aes-256-gcm', key: 'abc' } }),
      'invalid',
    ],
  ])('refuses %s with a clear reason', (_label, text, reason) => {
    const result = parseRuntimeConfig(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe(reason);
    expect(result.detail.length).toBeGreaterThan(0);
  });

  it('the embedded demo config is valid', async () => {
    const { readFile } = await import('node:fs/promises');
    const result = parseRuntimeConfig(await readFile('app/public/config.json', 'utf8'));
    expect(result.ok && result.config.mode).toBe('demo');
  });
});

describe('security headers (quality bar, Security)', () => {
  const parsed = parseRuntimeConfig(
    JSON.stringify({
      ...minimal,
      socketUrl: 'wss://socket.example.com/ws',
      imageHosts: ['img.cdn.example'],
      frameHosts: ['games.example.com'],
    }),
  );
  if (!parsed.ok) throw new Error(parsed.detail);
  const headers = securityHeaders(parsed.config);
  const csp = headers['Content-Security-Policy'] ?? '';

  it('sends nosniff, DENY framing and a referrer policy', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBeTruthy();
  });

  it('builds the CSP from the config hosts, with Trusted Types and no framing', () => {
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    // Live mode: the sanitizer's policy and the one that registers the PWA worker (/sw.js only), nothing else.
    expect(csp).toMatch(/trusted-types dompurify sorte-service-worker$/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/gw\.example\.com wss:\/\/socket\.example\.com/);
    expect(csp).toContain("img-src 'self' data: blob: https://img.cdn.example");
    expect(csp).toContain('frame-src https://games.example.com');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it('allows only the demo worker policy in demo mode', () => {
    const demo = parseRuntimeConfig(JSON.stringify({ ...minimal, mode: 'demo', gatewayUrl: '/gw' }));
    if (!demo.ok) throw new Error(demo.detail);
    expect(securityHeaders(demo.config)['Content-Security-Policy']).toContain(
      'trusted-types dompurify default',
    );
    expect(csp).not.toMatch(/trusted-types[^;]*default/);
  });
});

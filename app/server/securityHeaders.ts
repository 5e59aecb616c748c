import type { RuntimeConfig } from '../src/config/runtimeConfig.ts';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' ||
      parsed.protocol === 'https:' ||
      parsed.protocol === 'ws:' ||
      parsed.protocol === 'wss:'
      ? parsed.origin
      : null;
  } catch {
    return null; // relative URLs are same-origin and covered by 'self'
  }
}

function sources(values: readonly (string | null | undefined)[]): string {
  return [...new Set(values.filter((value): value is string => Boolean(value)))].join(' ');
}

/**
 * The HTTP security headers for a build served with the given runtime config (quality bar, Security).
 * Hosts come from the config, so one build serves any gateway. Besides the sanitizer's `dompurify` policy, demo
 * mode allows the `default` Trusted Types policy, which lets only the simulated gateway's worker register, and live
 * mode `sorte-service-worker`, which lets only the PWA worker (`/sw.js`) register.
 */
export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  const https = (host: string) => `https://${host}`;
  const connect = sources(["'self'", originOf(config.gatewayUrl), originOf(config.socketUrl ?? '')]);
  // blob: for previews of files the player picks (a withdrawal's proof image), never sent anywhere as such.
  const images = sources(["'self'", 'data:', 'blob:', ...config.imageHosts.map(https)]);
  const frames = config.frameHosts.length > 0 ? sources(config.frameHosts.map(https)) : "'none'";
  const trustedTypes = config.mode === 'demo' ? 'dompurify default' : 'dompurify sorte-service-worker';
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${images}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    `frame-src ${frames}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${trustedTypes}`,
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Two years, as the HSTS preload list advises; browsers ignore it over plain HTTP (the preview server).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

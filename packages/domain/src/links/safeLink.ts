/**
 * Links from the gateway (banner linkage, backUrl, return-to), per the quality bar: internal targets are
 * same-origin paths starting with one '/'; external targets only https: hosts on an allowlist; the rest refused.
 */
export type LinkTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused' };

export interface LinkPolicy {
  /** The site's own origin, e.g. `location.origin`. */
  origin: string;
  /** Hosts (host[:port], or a full https URL) that external links may go to; matched exactly. */
  allowedHosts: readonly string[];
}

const REFUSED: LinkTarget = { kind: 'refused' };

// The WHATWG URL parser strips leading/trailing C0 controls and spaces and removes tabs and newlines anywhere;
// do the same before looking at the raw text, so '\t//evil.com' is judged as '//evil.com'.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters the URL parser drops
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const SAFE_PATH = /^\/(?![/\\])/;

function parse(text: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return null;
  }
}

function siteOrigin(origin: string): string | null {
  const url = parse(origin);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
}

/** An allowlist entry ('host', 'host:port' or 'https://host/') as a normalised host, or null when unusable. */
function normaliseHost(entry: string): string | null {
  const text = entry.trim();
  const full = /^https:\/\//i.test(text);
  if (text === '' || (!full && /[/?#@\\\s]/.test(text))) return null;
  const url = parse(full ? text : `https://${text}`);
  const bare = url !== null && url.pathname === '/' && url.search === '' && url.hash === '';
  return bare && url.username === '' && url.password === '' && url.hostname !== '' ? url.host : null;
}

/** Classifies a link from the gateway. Never throws. */
export function classifyLink(raw: string | null | undefined, policy: LinkPolicy): LinkTarget {
  if (typeof raw !== 'string' || raw.length > 4096) return REFUSED;
  const origin = siteOrigin(policy.origin);
  if (origin === null) return REFUSED;
  const text = raw.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
  if (text === '' || text.startsWith('\\')) return REFUSED;

  const isPath = text.startsWith('/');
  if (isPath && !SAFE_PATH.test(text)) return REFUSED;
  // Anything else must be an absolute URL: relative forms ('promotions', '?a', '#b') are refused.
  const url = isPath ? parse(text, origin) : /^[a-z][a-z0-9+.-]*:/i.test(text) ? parse(text) : null;
  if (url === null || url.username !== '' || url.password !== '') return REFUSED;

  if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin) {
    const path = `${url.pathname}${url.search}${url.hash}`;
    return SAFE_PATH.test(path) ? { kind: 'internal', path } : REFUSED;
  }
  if (isPath || url.protocol !== 'https:') return REFUSED;
  return hostAllowed(url, policy.allowedHosts) ? { kind: 'external', url: url.href } : REFUSED;
}

function hostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => normaliseHost(entry) === url.host);
}

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * Whether gateway HTML may load a resource (an image) from this address without leaning on the
 * Content-Security-Policy: a same-origin address, an image data: URL, or https on an allowlisted image host.
 * Never throws.
 */
export function resourceAllowed(raw: string | null | undefined, policy: LinkPolicy): boolean {
  if (typeof raw !== 'string' || raw.length > 200_000) return false;
  const text = raw.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
  if (IMAGE_DATA_URL.test(text)) return true;
  const origin = siteOrigin(policy.origin);
  if (origin === null || text === '') return false;
  // A relative address resolves against the site; '//host' and '/\\host' resolve to that host and are judged by it.
  const url = /^[a-z][a-z0-9+.-]*:/i.test(text) ? parse(text) : parse(text, origin);
  if (url === null || url.username !== '' || url.password !== '') return false;
  if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin) return true;
  return url.protocol === 'https:' && hostAllowed(url, policy.allowedHosts);
}

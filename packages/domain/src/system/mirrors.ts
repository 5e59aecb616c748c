/**
 * §2 mirror site list (named by label only), from the §7 domain routes (GET /wps/system/domainRoute): each listed
 * address as a link. Reading: an entry is a host (`sorte.example`, then https), a host with port, or an http(s)
 * URL (its origin counts; path, query, fragment and credentials are dropped). Wildcards (`*.sorte.example`, `*`)
 * and IPv6 literals name no one address and any other scheme (`javascript:`, `data:`, `ftp:`) is refused: neither is listed.
 */
export interface MirrorSite {
  /** The link's target: `https://host[:port]/` (or http when the entry said so). */
  href: string;
  /** What the player reads and copies: the host (with its port when not the scheme's default). */
  address: string;
  /** The site is served from this address now ("Você está aqui"). */
  current: boolean;
}

const HOST = /^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}))?$/;

/** A host whose last label is a number is an IPv4 address to a browser: only its plain dotted form is taken. */
function plainHost(hostname: string): boolean {
  const last = hostname.slice(hostname.lastIndexOf('.') + 1);
  if (!/^(?:0x[0-9a-f]*|\d+)$/.test(last)) return true;
  const parts = hostname.split('.');
  return (
    parts.length === 4 && parts.every((part) => /^(?:0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)
  );
}

interface Address {
  scheme: 'http' | 'https';
  hostname: string;
  port: string | null;
}

function parse(entry: unknown): Address | null {
  if (typeof entry !== 'string') return null;
  let text = entry.trim().toLowerCase();
  let scheme: Address['scheme'] = 'https';
  const given = /^([a-z][a-z0-9+.-]*):/.exec(text);
  if (given) {
    // `host:port` has no scheme; anything else before a colon must be http(s) with `//`.
    const hostWithPort = /^[a-z0-9.-]+:\d{1,5}(?:[/?#]|$)/.test(text);
    if (!hostWithPort) {
      const match = /^(https?):\/\//.exec(text);
      if (!match) return null;
      scheme = match[1] as Address['scheme'];
      text = text.slice(match[0].length);
    }
  }
  text = text.replace(/[/?#].*$/, '');
  if (text.includes('@')) return null;
  text = text.replace(/\.(?=(:\d+)?$)/, '');
  const match = HOST.exec(text);
  if (!match || !plainHost(match[1]!)) return null;
  const port = match[2] ?? null;
  if (port !== null && (Number(port) < 1 || Number(port) > 65_535)) return null;
  const defaultPort = scheme === 'https' ? '443' : '80';
  return { scheme, hostname: match[1]!, port: port === defaultPort ? null : port };
}

function hostOf(address: Pick<Address, 'hostname' | 'port'>): string {
  return address.port === null ? address.hostname : `${address.hostname}:${address.port}`;
}

/**
 * The mirror list in the gateway's order, each address once; `currentHost` (location.host) marks the one the
 * page is served from: the entry with its host and port, else (none listed with the port) the entries of its host
 * without a port, as the §8 domain check matches them.
 */
export function mirrorSites(
  entries: readonly unknown[] | null | undefined,
  currentHost: string,
): MirrorSite[] {
  const here = parse(currentHost);
  const seen = new Set<string>();
  const sites: (Address & { href: string; address: string })[] = [];
  for (const entry of Array.isArray(entries) ? entries : []) {
    const parsed = parse(entry);
    if (parsed === null) continue;
    const address = hostOf(parsed);
    const href = `${parsed.scheme}://${address}/`;
    if (seen.has(href)) continue;
    seen.add(href);
    sites.push({ ...parsed, href, address });
  }
  const sameHost = sites.filter((site) => here !== null && site.hostname === here.hostname);
  const exact = sameHost.filter((site) => site.port === here?.port);
  const current = new Set(exact.length > 0 ? exact : sameHost.filter((site) => site.port === null));
  return sites.map((site) => ({ href: site.href, address: site.address, current: current.has(site) }));
}

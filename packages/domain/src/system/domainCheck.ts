/**
 * §8 domain check: is the site served from a host the gateway lists (GET /wps/system/domainRoute)?
 * - 'listed': the current host is in the list; 'unlisted': it is not (the 'Invalid URL, please contact customer
 *   service' page);
 * - 'unchecked': the list holds no readable entry. Reading: an empty list, like a failed call, does not block the
 *   site (the spec does not say that no domain is valid, and blocking every player on a gateway hiccup is worse
 *   than serving a copy on an unlisted host).
 * An entry is a host (`sorte.example`, any case, a trailing dot ignored), a host with port (`localhost:4173`, then
 * the port must match too), a URL (its host counts), `*.sorte.example` (the subdomains, not the domain itself) or
 * `*` (any host).
 */
export type DomainCheck = 'listed' | 'unlisted' | 'unchecked';

interface HostPattern {
  wildcard: boolean;
  hostname: string;
  port: string | null;
}

const HOST = /^(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;

function pattern(entry: string): HostPattern | 'any' | null {
  let text = entry.trim().toLowerCase();
  if (text === '*') return 'any';
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//.exec(text);
  if (scheme) text = text.slice(scheme[0].length);
  text = text
    .replace(/[/?#].*$/, '')
    .replace(/^[^@]*@/, '')
    .replace(/\.(?=(:\d+)?$)/, '');
  const match = HOST.exec(text);
  if (!match) return null;
  return { wildcard: match[1] !== undefined, hostname: match[2]!, port: match[3] ?? null };
}

function current(host: string): { hostname: string; port: string | null } | null {
  const parsed = pattern(host);
  if (parsed === null || parsed === 'any' || parsed.wildcard) return null;
  return { hostname: parsed.hostname, port: parsed.port };
}

export function domainCheck(entries: readonly unknown[] | null | undefined, host: string): DomainCheck {
  const patterns = (Array.isArray(entries) ? entries : [])
    .map((entry) => (typeof entry === 'string' ? pattern(entry) : null))
    .filter((entry) => entry !== null);
  if (patterns.length === 0) return 'unchecked';
  const here = current(host);
  // No host to check (a file or a test page): nothing to compare.
  if (here === null) return 'unchecked';
  const listed = patterns.some((entry) => {
    if (entry === 'any') return true;
    if (entry.port !== null && entry.port !== here.port) return false;
    return entry.wildcard ? here.hostname.endsWith(`.${entry.hostname}`) : here.hostname === entry.hostname;
  });
  return listed ? 'listed' : 'unlisted';
}

import { classifyLink } from '@sorte/domain';

/** A return-to path from the URL, only when it stays on this site (quality bar: links from outside). */
export function safeInternalPath(raw: string | null, origin: string = location.origin): string | null {
  if (!raw) return null;
  const target = classifyLink(raw, { origin, allowedHosts: [] });
  return target.kind === 'internal' ? target.path : null;
}

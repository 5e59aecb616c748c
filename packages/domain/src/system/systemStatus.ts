export type SystemStatusKind = 'normal' | 'maintenance' | 'region-blocked';

/** §4 System status: 0 normal, 1 maintenance page, 2 region-blocked page; anything unknown is normal. */
export function systemStatusKind(status: number | string | null | undefined): SystemStatusKind {
  const value = typeof status === 'string' && /^\s*\d+\s*$/.test(status) ? Number(status) : status;
  if (value === 1) return 'maintenance';
  if (value === 2) return 'region-blocked';
  return 'normal';
}

// The security centre's login history, sessions and personal data (issue 23 item 5) show addresses and documents
// masked: enough for the player to recognise their own, too little for someone looking over a shoulder.

const MASK = '•';

/** An IPv4 address with its first two parts shown (`189.45.*.*`); an IPv6 one with its first two groups. */
export function maskIp(ip: string): string {
  const trimmed = ip.trim();
  if (trimmed.includes(':')) {
    const groups = trimmed.split(':').filter(Boolean);
    return `${groups.slice(0, 2).join(':')}:*:*`;
  }
  const parts = trimmed.split('.');
  if (parts.length !== 4) return '*';
  return `${parts[0]}.${parts[1]}.*.*`;
}

/** A CPF (or any document number) with only its last 2 digits shown: `•••.•••.•••-42` for 11 digits. */
export function maskIdNumber(idNumber: string): string {
  const digits = idNumber.replace(/\D/g, '');
  if (digits.length === 11)
    return `${MASK.repeat(3)}.${MASK.repeat(3)}.${MASK.repeat(3)}-${digits.slice(-2)}`;
  const visible = idNumber.trim();
  return visible.length <= 2 ? MASK.repeat(3) : `${MASK.repeat(visible.length - 2)}${visible.slice(-2)}`;
}

/**
 * §2 Red Envelope (named by label only): which public promotions are red envelopes. Reading: a promotion whose
 * §3 promotionType is one of the red-envelope types (any case; spaces, '-' and '_' ignored); the operator can
 * name its own types in /config.json `redEnvelopeTypes`.
 */
export const RED_ENVELOPE_TYPES = ['RED_ENVELOPE', 'RED_PACKET', 'HONGBAO'] as const;

const typeKey = (raw: unknown): string =>
  typeof raw === 'string'
    ? raw
        .trim()
        .toUpperCase()
        .replace(/[\s_-]+/g, '')
    : '';

/** True for a promotion whose promotionType is one of `types` (default {@link RED_ENVELOPE_TYPES}). */
export function isRedEnvelope(
  promotion: { promotionType?: string | null } | null | undefined,
  types: readonly string[] = RED_ENVELOPE_TYPES,
): boolean {
  const key = typeKey(promotion?.promotionType);
  return key !== '' && types.some((type) => typeKey(type) === key);
}

/** The red envelopes among the public promotions, in the gateway's order. */
export function redEnvelopes<P extends { promotionType?: string | null }>(
  promotions: readonly P[] | null | undefined,
  types: readonly string[] = RED_ENVELOPE_TYPES,
): P[] {
  return (Array.isArray(promotions) ? promotions : []).filter((promotion) => isRedEnvelope(promotion, types));
}

import { msg } from '@lingui/core/macro';

// The jurisdiction profile (issue 26 item 1): `BR` applies Brazil's betting rules (Law 14.790/2023; Portarias SPA/MF
// 615/2024, 1.231/2024 and 2.579/2025) on top of the spec; `none` is the spec as written.

export type Jurisdiction = 'BR' | 'none';
export const JURISDICTIONS: readonly Jurisdiction[] = ['BR', 'none'];

/** Brazil's national self-exclusion platform (live since 10 Dec 2025), linked from every page under `BR`. */
export const NATIONAL_SELF_EXCLUSION_URL = 'https://www.gov.br/autoexclusaoapostas';

/** Under `BR`, a prize or withdrawal is paid within this many minutes of its request. */
export const BR_PAYOUT_MINUTES = 120;

/** The risk warning Brazil's rules ask for at registration and at every login (Portaria SPA/MF 1.231/2024). */
export const riskWarningMessage = msg`Apostas envolvem risco de perda de dinheiro e podem causar dependência. Jogue com responsabilidade. Proibido para menores de 18 anos.`;

/**
 * Under `BR`, when a withdrawal asked at `createdAt` (ISO) must be paid (epoch ms): 120 minutes later; null when the
 * time does not read.
 */
export function brPayoutDeadline(createdAt: string): number | null {
  const asked = Date.parse(createdAt);
  return Number.isFinite(asked) ? asked + BR_PAYOUT_MINUTES * 60_000 : null;
}

/**
 * The promotions a jurisdiction lets the site show: under `BR` none whose reward is conditioned on a deposit
 * (Portaria SPA/MF 1.231/2024 art. 42); otherwise all of them.
 */
export function promotionsOffered<T extends { depositConditioned?: boolean }>(
  jurisdiction: Jurisdiction,
  promotions: readonly T[],
): T[] {
  return jurisdiction === 'BR'
    ? promotions.filter((promotion) => promotion.depositConditioned !== true)
    : [...promotions];
}

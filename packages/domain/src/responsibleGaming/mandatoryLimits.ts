import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readLimitDraft } from './limitDraft.ts';
import { LIMIT_PERIODS, type LimitKind, type LimitPeriod } from './limits.ts';

// Issue 26 item 2 under `BR` (Portaria SPA/MF 2.579/2025): a loss limit and a playing-time limit are mandatory. A new
// account sets both at registration; an account without them reaches every page but cannot deposit or launch a game
// until both are set.

/** The registration form's limit fields: the amount typed and the period chosen, for the loss and the time limit. */
export type RegistrationLimitField = 'lossLimit' | 'lossLimitPeriod' | 'timeLimit' | 'timeLimitPeriod';
export type RegistrationLimitValues = Partial<Record<RegistrationLimitField, string>>;

/** The period a registration limit starts with until the player picks another. */
export const REGISTRATION_LIMIT_PERIODS: Readonly<
  Record<'lossLimitPeriod' | 'timeLimitPeriod', LimitPeriod>
> = {
  lossLimitPeriod: 'month',
  timeLimitPeriod: 'day',
};

export const lossLimitRequiredMessage = msg`Defina um limite de perda: é obrigatório para jogar.`;
export const timeLimitRequiredMessage = msg`Defina um limite de tempo de jogo: é obrigatório para jogar.`;

export interface RegistrationLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** Money in the currency; minutes for `sessionTime`. */
  amount: number;
}

export type RegistrationLimitsReading =
  | { ok: true; limits: RegistrationLimit[] }
  | { ok: false; errors: Partial<Record<'lossLimit' | 'timeLimit', MessageDescriptor>> };

const periodOf = (text: string | undefined, fallback: LimitPeriod): LimitPeriod =>
  LIMIT_PERIODS.find((period) => period === text) ?? fallback;

/**
 * The two mandatory limits as typed at registration: both required; the loss limit is money read exactly as the
 * page's language writes it, the time limit whole minutes (the limits centre's rules, `readLimitDraft`).
 */
export function readRegistrationLimits(
  values: RegistrationLimitValues,
  locale: string,
): RegistrationLimitsReading {
  const errors: Partial<Record<'lossLimit' | 'timeLimit', MessageDescriptor>> = {};
  const limits: RegistrationLimit[] = [];
  const fields = [
    [
      'lossLimit',
      'loss',
      values.lossLimit,
      periodOf(values.lossLimitPeriod, REGISTRATION_LIMIT_PERIODS.lossLimitPeriod),
      lossLimitRequiredMessage,
    ],
    [
      'timeLimit',
      'sessionTime',
      values.timeLimit,
      periodOf(values.timeLimitPeriod, REGISTRATION_LIMIT_PERIODS.timeLimitPeriod),
      timeLimitRequiredMessage,
    ],
  ] as const;
  for (const [field, kind, text, period, required] of fields) {
    if ((text ?? '').trim() === '') {
      errors[field] = required;
      continue;
    }
    const reading = readLimitDraft(kind, text ?? '', locale);
    if (reading.ok) limits.push({ kind, period, amount: reading.amount });
    else errors[field] = reading.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, limits };
}

/** Why a deposit or a game waits: the mandatory limits still missing, named. */
export function mandatoryLimitsMessage(missing: readonly LimitKind[]): MessageDescriptor {
  const loss = missing.includes('loss');
  const time = missing.includes('sessionTime');
  if (loss && !time)
    return msg`Antes de depositar ou jogar, defina um limite de perda: é obrigatório no Brasil.`;
  if (time && !loss)
    return msg`Antes de depositar ou jogar, defina um limite de tempo de jogo: é obrigatório no Brasil.`;
  return msg`Antes de depositar ou jogar, defina um limite de perda e um limite de tempo de jogo: são obrigatórios no Brasil.`;
}

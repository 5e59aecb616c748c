import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LimitKind, LimitPeriod } from './limits.ts';

// Issue 26 items 2 and 6: a deposit or a game launch refused for a limit, in the player's words. Kept apart from
// limits.ts, which the simulated gateway imports by its subpath and which must stay free of Lingui macros.

/** A limit's name: "Limite de depósito diário"; the kind alone when the period is not known. */
export function limitNameMessage(kind: LimitKind, period?: LimitPeriod): MessageDescriptor {
  switch (`${kind}:${period ?? ''}`) {
    case 'deposit:day':
      return msg`Limite de depósito diário`;
    case 'deposit:week':
      return msg`Limite de depósito semanal`;
    case 'deposit:month':
      return msg`Limite de depósito mensal`;
    case 'loss:day':
      return msg`Limite de perda diário`;
    case 'loss:week':
      return msg`Limite de perda semanal`;
    case 'loss:month':
      return msg`Limite de perda mensal`;
    case 'stake:day':
      return msg`Limite de apostas diário`;
    case 'stake:week':
      return msg`Limite de apostas semanal`;
    case 'stake:month':
      return msg`Limite de apostas mensal`;
    case 'sessionTime:day':
      return msg`Limite de tempo de jogo diário`;
    case 'sessionTime:week':
      return msg`Limite de tempo de jogo semanal`;
    case 'sessionTime:month':
      return msg`Limite de tempo de jogo mensal`;
    case 'deposit:':
      return msg`Limite de depósito`;
    case 'loss:':
      return msg`Limite de perda`;
    case 'stake:':
      return msg`Limite de apostas`;
    default:
      return msg`Limite de tempo de jogo`;
  }
}

/**
 * The refusal: `limit` is the limit's name already translated, `amount` and `remaining` already formatted (money,
 * or minutes for playing time), `when` the reset's date and time; each may be unknown (null). `remaining` is given
 * only when some of the limit is left (a deposit larger than what is left).
 */
export function limitRefusalMessage(parts: {
  limit: string;
  amount: string | null;
  remaining: string | null;
  when: string | null;
}): MessageDescriptor {
  const { limit, amount, remaining, when } = parts;
  if (amount !== null && remaining !== null && when !== null)
    return msg`${limit} de ${amount}: restam só ${remaining} até ${when}.`;
  if (amount !== null && remaining !== null) return msg`${limit} de ${amount}: restam só ${remaining}.`;
  if (amount !== null && when !== null)
    return msg`${limit} de ${amount} atingido; volta a estar disponível em ${when}.`;
  if (when !== null) return msg`${limit} atingido; volta a estar disponível em ${when}.`;
  if (amount !== null) return msg`${limit} de ${amount} atingido.`;
  return msg`${limit} atingido.`;
}

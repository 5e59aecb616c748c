import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BetStatus, BonusStatus, BonusType, TransactionStatus, TransactionType } from './model.ts';
import { type CustomRangeProblem, MAX_CUSTOM_RANGE_DAYS } from './periods.ts';
import type { DatePart } from './typedDate.ts';

/** What is wrong with a typed custom range, in the player's words. */
export function customRangeMessage(problem: CustomRangeProblem): MessageDescriptor {
  switch (problem) {
    case 'missing':
      return msg`Escolha a data inicial e a final`;
    case 'invalid':
      return msg`Insira datas válidas`;
    case 'startAfterEnd':
      return msg`A data inicial deve ser anterior ou igual à final`;
    case 'future':
      return msg`A data final não pode ser no futuro`;
    case 'tooLong':
      return msg`Escolha no máximo ${MAX_CUSTOM_RANGE_DAYS} dias`;
  }
}

/** The period choices of a record filter, as a player reads them (§4 Periods, now and the one before). */
export const periodChoiceMessages = {
  LAST7: msg`Últimos 7 dias`,
  LAST30: msg`Últimos 30 dias`,
  'DAILY-current': msg`Hoje`,
  'DAILY-previous': msg`Ontem`,
  'WEEKLY-current': msg`Esta semana`,
  'WEEKLY-previous': msg`Semana passada`,
  'SEMIMONTHLY-current': msg`Esta quinzena`,
  'SEMIMONTHLY-previous': msg`Quinzena anterior`,
  'MONTHLY-current': msg`Este mês`,
  'MONTHLY-previous': msg`Mês passado`,
} as const satisfies Record<string, MessageDescriptor>;

export const betStatusMessages = {
  SETTLED: msg`Liquidada`,
  UNSETTLED: msg`Em aberto`,
  CANCELLED: msg`Cancelada`,
} as const satisfies Record<BetStatus, MessageDescriptor>;

export const transactionTypeMessages = {
  DEPOSIT: msg`Depósito`,
  WITHDRAW: msg`Saque`,
  TRANSFER_IN: msg`Transferência recebida`,
  TRANSFER_OUT: msg`Transferência enviada`,
  BONUS: msg`Bônus`,
  REBATE: msg`Rebate`,
  ADJUSTMENT: msg`Ajuste`,
} as const satisfies Record<TransactionType, MessageDescriptor>;

export const transactionStatusMessages = {
  SUCCESS: msg`Concluída`,
  PENDING: msg`Pendente`,
  FAILED: msg`Falhou`,
} as const satisfies Record<TransactionStatus, MessageDescriptor>;

export const bonusTypeMessages = {
  PROMOTION: msg`Promoção`,
  REBATE: msg`Rebate`,
  VIP: msg`VIP`,
  MISSION: msg`Missão`,
  // A raffle bonus, not a lottery draw: the lottery's "Sorteio" is translated "Draw".
  RAFFLE: msg({ message: 'Sorteio', context: 'bonus type' }),
  REFERRAL: msg`Indicação`,
} as const satisfies Record<BonusType, MessageDescriptor>;

export const bonusStatusMessages = {
  ISSUED: msg`Creditado`,
  PENDING: msg`Pendente`,
  REJECTED: msg`Recusado`,
} as const satisfies Record<BonusStatus, MessageDescriptor>;

/** The letters of a date pattern's parts, shown as a typed date's placeholder ('dd/mm/aaaa'). */
export const datePartLetterMessages = {
  day: msg({ message: 'dd', context: 'date pattern: day' }),
  month: msg({ message: 'mm', context: 'date pattern: month' }),
  year: msg({ message: 'aaaa', context: 'date pattern: year' }),
} as const satisfies Record<DatePart, MessageDescriptor>;

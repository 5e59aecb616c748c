import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportScope, SalaryKind, SalaryStatus } from './agentReports.ts';

/** Whose figures a report shows, as the agent reads the switch. */
export const reportScopeMessages = {
  team: msg`Equipe`,
  self: msg`Pessoal`,
} as const satisfies Record<ReportScope, MessageDescriptor>;

export const salaryStatusMessages = {
  PAID: msg`Pago`,
  PENDING: msg`Pendente`,
  NOT_REACHED: msg`Meta não atingida`,
} as const satisfies Record<SalaryStatus, MessageDescriptor>;

/** The period a salary row covers, per contract kind (the first column's header). */
export const salaryPeriodMessages = {
  dividend: msg`Período`,
  daily: msg`Dia`,
  hourly: msg`Hora`,
  realtime: msg`Intervalo de 5 minutos`,
} as const satisfies Record<SalaryKind, MessageDescriptor>;

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ContractAction,
  ContractKind,
  ContractLogEvent,
  ContractStatus,
  ContractTermField,
  EndReason,
} from '@sorte/domain';

// The contract texts the components share: kinds, statuses, actions, term fields and log events (spec §3, §4).

export const CONTRACT_KIND_LABELS: Record<ContractKind, MessageDescriptor> = {
  dividend: msg`Dividendos`,
  daily: msg`Salário diário`,
  hourly: msg`Salário por hora`,
  realtime: msg`Salário em tempo real`,
};

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, MessageDescriptor> = {
  pending: msg`Aguardando resposta`,
  active: msg`Ativo`,
  terminationRequested: msg`Rescisão solicitada`,
  rejected: msg`Recusado`,
  terminated: msg`Encerrado`,
};

export const CONTRACT_ACTION_LABELS: Record<ContractAction, MessageDescriptor> = {
  accept: msg`Aceitar`,
  reject: msg`Recusar`,
  terminate: msg`Encerrar`,
  requestTermination: msg`Solicitar rescisão`,
};

export const CONTRACT_FIELD_LABELS: Record<ContractTermField, MessageDescriptor> = {
  // A percentage rate; the points' conversion "Taxa" is an exchange rate (two words in Arabic).
  rate: msg({ message: 'Taxa', context: 'percentage' }),
  periodValidBet: msg`Aposta válida do período`,
  periodProfitLoss: msg`Lucro e perda do período`,
  activeMembers: msg`Membros ativos`,
  dailyBetAmount: msg`Valor de apostas diário`,
  hourlyBetAmount: msg`Valor de apostas por hora`,
  profitSalaryRate: msg`Taxa de salário sobre lucro`,
  lossSalaryRate: msg`Taxa de salário sobre perda`,
  singleBetAmount: msg`Valor de aposta única`,
};

export const CONTRACT_LOG_LABELS: Record<ContractLogEvent, MessageDescriptor> = {
  proposed: msg`propôs o contrato`,
  accepted: msg`aceitou o contrato`,
  rejected: msg`recusou o contrato`,
  terminated: msg`encerrou o contrato`,
  terminationRequested: msg`solicitou a rescisão`,
  terminationAccepted: msg`aceitou a rescisão`,
  terminationRejected: msg`recusou a rescisão`,
  replaced: msg`encerrou o contrato com um novo pedido`,
};

export const END_REASON_LABELS: Record<EndReason, MessageDescriptor> = {
  replaced: msg`substituído pelo novo contrato`,
  rateAboveNew: msg`taxa acima da nova taxa`,
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgentCentrePage } from '@sorte/domain';
import type { IconName } from '../components/Icon/index.ts';

/** §2 Agent menu and the agent centre's extra pages: each page's label, for the menu and the page's title. */
export const AGENT_CENTRE_PAGE_LABELS: Record<AgentCentrePage, MessageDescriptor> = {
  agentAnnouncement: msg`Anúncios do agente`,
  agentTeamOverview: msg`Visão geral da equipe`,
  registerCenter: msg`Central de cadastro`,
  downlineManagmentView: msg`Gestão de subordinados`,
  personalHistoryCopy: msg`Registro de apostas`,
  palStatementsAgentCopy: msg`Lucros e perdas`,
  agentRevenueReport: msg`Relatório de receita`,
  agentDownlineTransactionDetailsCopy: msg`Transações dos subordinados`,
  agentDividendRecordCopy2: msg`Registros de dividendos`,
  agentDailyWages2: msg`Salário diário`,
  agentHourSalary: msg`Salário por hora`,
  agentRealtimeSalary: msg`Salário em tempo real`,
  deposit: msg`Depósito`,
  withdraw: msg`Saque`,
  messages: msg`Mensagens`,
  contracts: msg`Contratos`,
};

export const AGENT_CENTRE_PAGE_ICONS: Record<AgentCentrePage, IconName> = {
  agentAnnouncement: 'megaphone',
  agentTeamOverview: 'monitor',
  registerCenter: 'userPlus',
  downlineManagmentView: 'share',
  personalHistoryCopy: 'ticket',
  palStatementsAgentCopy: 'dice',
  agentRevenueReport: 'wallet',
  agentDownlineTransactionDetailsCopy: 'receipt',
  agentDividendRecordCopy2: 'crown',
  agentDailyWages2: 'star',
  agentHourSalary: 'refresh',
  agentRealtimeSalary: 'flame',
  deposit: 'download',
  withdraw: 'send',
  messages: 'message',
  contracts: 'cards',
};

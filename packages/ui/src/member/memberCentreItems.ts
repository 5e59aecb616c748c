import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberCentreItem } from '@sorte/domain';
import type { IconName } from '../components/Icon/index.ts';

/** §2 Member centre menu: each item's label, for the member centre, its pages' titles and the member dropdown. */
export const MEMBER_CENTRE_ITEM_LABELS: Record<MemberCentreItem, MessageDescriptor> = {
  securityCenter: msg`Central de segurança`,
  transferFund: msg`Transferência`,
  depositv2: msg`Depósito`,
  withdraw: msg`Saque`,
  cashierHistory: msg`Histórico do caixa`,
  transferUpline: msg`Transferir para o superior`,
  personalHistoryCopy: msg`Registro de apostas`,
  transactionHistory: msg`Registro da conta`,
  personalProfit: msg`Lucro e perda pessoal`,
  bonusDetails: msg`Detalhes do bônus`,
  rewardCenter: msg`Central de recompensas`,
  referral: msg`Indicação`,
  missionLeaderboard: msg`Missões`,
  messageV2: msg`Mensagens`,
  manualRebate: msg`Rebate manual`,
  playerLimits: msg`Limites de jogo`,
};

export const MEMBER_CENTRE_ITEM_ICONS: Record<MemberCentreItem, IconName> = {
  securityCenter: 'lock',
  transferFund: 'wallet',
  depositv2: 'download',
  withdraw: 'send',
  cashierHistory: 'receipt',
  transferUpline: 'share',
  personalHistoryCopy: 'ticket',
  transactionHistory: 'receipt',
  personalProfit: 'dice',
  bonusDetails: 'gift',
  rewardCenter: 'crown',
  referral: 'userPlus',
  missionLeaderboard: 'star',
  messageV2: 'message',
  manualRebate: 'refresh',
  playerLimits: 'pause',
};

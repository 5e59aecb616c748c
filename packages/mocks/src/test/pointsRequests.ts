import type { EndpointName } from '@sorte/gateway';
import { DEMO_WITHDRAW_PASSWORD } from '../fixtures/accounts.ts';
import { DEMO_PAYMENT_PASSWORD } from '../fixtures/points.ts';

// Requests of the point mall's calls that succeed for jogador01 against a fresh db (schemas.test.ts round trip).
export const POINTS_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  redeemPointReward: { rewardId: 'PR-101', quantity: 1, paymentPassword: DEMO_PAYMENT_PASSWORD },
  convertPoint: { points: 1000, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
  redeemRecords: { pageNo: 1, pageSize: 10 },
  pointsDetail: { pageNo: 1, pageSize: 10 },
  withdrawPassword: {
    oldWithdrawPassword: DEMO_WITHDRAW_PASSWORD,
    newWithdrawPassword: '246802',
    confirmWithdrawPassword: '246802',
  },
  feedback: {
    questionType: 'SUGGESTION',
    content: 'Gostaria de ver mais jogos de loteria com sorteios rápidos durante a noite.',
    contactInfo: 'ana.souza@sorte.example',
  },
};

import type { EndpointName } from '@sorte/gateway';
import { DEMO_PAYMENT_PASSWORD } from '../fixtures/points.ts';

// Requests of the point mall's calls that succeed for jogador01 against a fresh db (schemas.test.ts round trip).
export const POINTS_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  redeemPointReward: { rewardId: 'PR-101', quantity: 1, paymentPassword: DEMO_PAYMENT_PASSWORD },
};

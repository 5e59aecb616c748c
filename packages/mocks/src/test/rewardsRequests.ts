import type { EndpointName } from '@sorte/gateway';
import { APPLY_PROMOTION_ID } from '../fixtures/rewards.ts';

// Requests of the reward centre's, missions' and messages' calls that succeed for jogador01 against a fresh db
// (schemas.test.ts round trip). The multipart apply carries one image part.
export const REWARDS_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  joinPromotion: { promotionId: '2001' },
  applyPromotion: {
    promotionId: APPLY_PROMOTION_ID,
    comment: 'Segue o comprovante',
    images: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', {
      type: 'image/png',
    }),
  },
  claimMission: { missionId: 'M-1' },
  inboxMessages: { page: 1, pageSize: 10 },
  readMessage: { messageId: '5023' },
  deleteMessage: { messageId: '5023' },
};

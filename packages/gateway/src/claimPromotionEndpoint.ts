import { define } from './coreEndpoints.ts';
import { ClaimPromotionRequestSchema, ClaimPromotionResultSchema } from './schemas/content.ts';

/**
 * §7 MCS2_claimRafflePromotion (POST, token): the public promotions page joins and claims through it, the reward
 * centre claims a raffle's prize through it. One definition, in both tables.
 */
export const claimPromotionEndpoint = define({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: true,
  encrypted: false,
  retry: false,
  emptyBodyOk: true,
  request: ClaimPromotionRequestSchema,
  response: ClaimPromotionResultSchema,
});

export { claimPromotionMutation, promotionKeys, promotionsQuery } from './api.ts';

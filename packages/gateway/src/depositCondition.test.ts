import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PromotionSchema } from './schemas/content.ts';
import { RewardPromotionSchema } from './schemas/rewards.ts';

// Issue 26 item 1 (a reading, docs/member-centre.md): a promotion conditioned on a deposit, hidden under BR.
describe('depositConditioned', () => {
  it('is read from a flag under its likely names, which wins over the type', () => {
    expect(v.parse(PromotionSchema, { id: 1, title: 'A', depositRequired: 'true' }).depositConditioned).toBe(
      true,
    );
    expect(v.parse(RewardPromotionSchema, { id: 2, requiresDeposit: 1 }).depositConditioned).toBe(true);
    expect(
      v.parse(PromotionSchema, { id: 3, promotionType: 'DEPOSIT', depositConditioned: false })
        .depositConditioned,
    ).toBeUndefined();
  });

  it('else from a promotion type that names a deposit or a recharge', () => {
    expect(v.parse(PromotionSchema, { id: 4, promotionType: 'first_deposit' }).depositConditioned).toBe(true);
    expect(v.parse(RewardPromotionSchema, { id: 5, type: 'RECHARGE' }).depositConditioned).toBe(true);
    expect(v.parse(PromotionSchema, { id: 6, promotionType: 'CASHBACK' }).depositConditioned).toBeUndefined();
    expect(v.parse(RewardPromotionSchema, { id: 7 }).depositConditioned).toBeUndefined();
  });
});

import type { LobbyCalls } from '@sorte/gateway';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';

export const promotionKeys = {
  /** A promotion's status is the account's (session-scoped); a visitor sees the public list. */
  list: (token: string | null) =>
    token === null
      ? (['content', 'promotions', 'anonymous'] as const)
      : (['session', token, 'promotions'] as const),
};

/** Spec §2 /promotions: the public content's promotions (type PR), with the account's statuses. */
export const promotionsQuery = (calls: LobbyCalls, token: string | null) =>
  queryOptions({
    queryKey: promotionKeys.list(token),
    queryFn: ({ signal }) =>
      calls.content.publicContent({ types: ['PR'] }, { signal }).then((content) => content.promotions),
  });

/** Claiming a promotion changes its status for this account: the account's list is read again. */
export const claimPromotionMutation = (client: QueryClient, calls: LobbyCalls, token: string | null) =>
  mutationOptions({
    mutationFn: (promotionId: string | number) => calls.content.claimPromotion(String(promotionId)),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionKeys.list(token) }),
  });

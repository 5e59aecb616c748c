import { toPromotionStatus } from '@sorte/domain';
import { rewardPromotionFixtures } from '@sorte/mocks/fixtures';
import type { RewardPromotionItem } from './RewardCentre/index.ts';

// Story fixtures for the reward centre: the simulated gateway's promotions (every §4 status) mapped into the
// components' props. Used only by stories, never by components.

export const rewardPromotions: readonly RewardPromotionItem[] = rewardPromotionFixtures().flatMap(
  (promotion) => {
    const status = toPromotionStatus(promotion.status);
    if (status === null) return [];
    const item: RewardPromotionItem = {
      id: promotion.id,
      title: promotion.title,
      status,
      needsApplication: promotion.needApply,
      imageUrl: promotion.imageUrl,
      startTime: new Date(promotion.startTime).toISOString(),
      endTime: new Date(promotion.endTime).toISOString(),
      content: promotion.content,
    };
    if (promotion.rejectReason) item.rejectReason = promotion.rejectReason;
    if (promotion.wageringRequired !== undefined)
      item.bonus = {
        amount: promotion.bonusAmount,
        balance: promotion.bonusBalance,
        wagered: promotion.wageredAmount,
        required: promotion.wageringRequired,
        ...(promotion.wageringEndTime
          ? { expiresAt: new Date(promotion.wageringEndTime).toISOString() }
          : {}),
      };
    return [item];
  },
);

/** Dates as the app formats them, in UTC so screenshots hold still. */
export const formatStoryDate = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' }).format(Date.parse(iso));

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

/** A small real png (for previews). */
export function storyPng(name: string, size?: number): File {
  const bytes = Uint8Array.from(atob(PNG_1X1), (char) => char.charCodeAt(0));
  const padded = size === undefined ? bytes : new Uint8Array(size).map((_, index) => bytes[index] ?? 0);
  return new File([padded], name, { type: 'image/png' });
}

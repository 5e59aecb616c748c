import { Trans } from '@lingui/react/macro';
import { PromotionCard, type PromotionItem } from './PromotionCard.tsx';
import * as styles from './PromotionList.css.ts';

export interface PromotionListProps {
  promotions: readonly PromotionItem[];
  /** The promotion named in the URL hash: its details are open. Scrolling to it is the app's job. */
  selectedId: string | null;
  /** A card's details were opened (its id) or closed (null): the app updates the hash. */
  onSelect: (id: string | null) => void;
  onAction: (promotion: PromotionItem, action: 'join' | 'claim') => void;
  /** The promotion whose join or claim call is under way. */
  pendingId?: string | number | null;
}

/** The /promotions page body: every promotion as a card, the one named in the hash expanded. */
export function PromotionList({ promotions, selectedId, onSelect, onAction, pendingId }: PromotionListProps) {
  if (promotions.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>Nenhuma promoção disponível no momento.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {promotions.map((promotion) => {
        const expanded = selectedId !== null && String(promotion.id) === selectedId;
        return (
          <li key={promotion.id}>
            <PromotionCard
              promotion={promotion}
              expanded={expanded}
              onToggle={() => onSelect(expanded ? null : String(promotion.id))}
              onAction={onAction}
              pending={pendingId != null && String(pendingId) === String(promotion.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}

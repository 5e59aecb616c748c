import { useLingui } from '@lingui/react/macro';
import type { VendorCardModel } from '@sorte/domain';
import { memo, useId, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import * as styles from './VendorCard.css.ts';

export interface VendorCardEvents {
  /** Open the vendor (its game list or centre). */
  onOpen: (vassalage: string) => void;
  /** Launch the vendor; offered only when the model's `playNow` is true (not RNG). */
  onPlay: (vassalage: string) => void;
}

export interface VendorCardProps extends VendorCardEvents {
  /** The domain's `vendorCard(vendor)`. */
  vendor: VendorCardModel;
}

function VendorCardView({ vendor, onOpen, onPlay }: VendorCardProps) {
  const { t } = useLingui();
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <button type="button" className={styles.open} onClick={() => onOpen(vendor.vassalage)}>
        <span className={styles.media}>
          <VendorImage src={vendor.image} name={vendor.name} />
        </span>
        <span id={nameId} className={styles.name} title={vendor.name} dir="auto">
          {vendor.name}
        </span>
      </button>
      {vendor.playNow ? (
        <div className={styles.actions}>
          <Button size="small" block aria-describedby={nameId} onClick={() => onPlay(vendor.vassalage)}>
            {t`Jogar agora`}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** The vendor's lagerIcon, or its initials on a plain tile when missing or broken. */
function VendorImage({ src, name }: { src: string | null; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null || src === failedSrc) {
    return (
      <span className={styles.fallback} aria-hidden="true" data-testid="vendor-fallback">
        {name.slice(0, 3).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={300}
      height={120}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}

function sameVendor(previous: VendorCardProps, next: VendorCardProps): boolean {
  const a = previous.vendor;
  const b = next.vendor;
  return (
    a.vassalage === b.vassalage &&
    a.name === b.name &&
    a.image === b.image &&
    a.playNow === b.playNow &&
    previous.onOpen === next.onOpen &&
    previous.onPlay === next.onPlay
  );
}

/** §2 Vendor card: the vendor's image and name (opens it), plus Play now unless the vendor is RNG. */
export const VendorCard = memo(VendorCardView, sameVendor);

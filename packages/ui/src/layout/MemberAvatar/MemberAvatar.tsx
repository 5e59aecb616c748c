import { useState } from 'react';
import * as styles from './MemberAvatar.css.ts';

export interface MemberAvatarProps {
  /** The member's picture; a default avatar shows when it is missing or fails to load. */
  src?: string;
  size?: keyof typeof styles.size;
}

/** A decorative avatar (the member's name is always next to it). */
export function MemberAvatar({ src, size = 'small' }: MemberAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={`${styles.root} ${styles.size[size]}`} aria-hidden="true">
      {showImage ? (
        <img className={styles.image} src={src} alt="" decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <span className={styles.fallback} data-avatar-fallback="">
          <svg className={styles.fallbackGlyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="9" r="4.5" />
            <path d="M3 24c0-5.5 4-9 9-9s9 3.5 9 9Z" />
          </svg>
        </span>
      )}
    </span>
  );
}

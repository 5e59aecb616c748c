import { useState } from 'react';
import * as styles from './LotteryIcon.css.ts';

export interface LotteryIconProps {
  /** The game's icon; a missing or broken image shows the name's initials. */
  src?: string;
  name: string;
  size?: keyof typeof styles.size;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

/** Decorative: the game's name is always written next to it. */
export function LotteryIcon({ src, name, size = 'medium' }: LotteryIconProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={`${styles.frame} ${styles.size[size]} ${styles.fallback}`} aria-hidden="true">
        {initials(name) || '?'}
      </span>
    );
  }
  return (
    <img
      className={`${styles.frame} ${styles.size[size]}`}
      src={src}
      alt=""
      width={styles.pixels[size]}
      height={styles.pixels[size]}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}

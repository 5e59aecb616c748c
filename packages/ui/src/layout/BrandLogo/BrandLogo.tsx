import * as styles from './BrandLogo.css.ts';

export interface BrandLogoProps {
  size?: keyof typeof styles.size;
  /** Hide the wordmark and keep the clover only (the name stays for screen readers). */
  markOnly?: boolean;
  /** Drop the wordmark on narrow phones (under 400 px), where the header needs the room. */
  collapseOnNarrow?: boolean;
}

/** The Sorte clover and wordmark. A logo: never translated, never mirrored in right-to-left pages. */
export function BrandLogo({ size = 'medium', markOnly = false, collapseOnNarrow = false }: BrandLogoProps) {
  return (
    <span className={`${styles.root} ${styles.size[size]}`} role="img" aria-label="Sorte" dir="ltr">
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path className={styles.stem} d="M16 17c1 5 3.5 9 7 12" strokeWidth="2.4" strokeLinecap="round" />
        <circle className={styles.leaf} cx="16" cy="8.5" r="6.5" />
        <circle className={styles.leaf} cx="23.5" cy="16" r="6.5" />
        <circle className={styles.leaf} cx="8.5" cy="16" r="6.5" />
        <circle className={styles.leaf} cx="16" cy="23.5" r="6.5" />
        <circle className={styles.heart} cx="16" cy="16" r="3.2" />
      </svg>
      {markOnly ? null : (
        <span
          className={collapseOnNarrow ? `${styles.word} ${styles.wordCollapsible}` : styles.word}
          aria-hidden="true"
        >
          Sorte<span className={styles.dot}>.</span>
        </span>
      )}
    </span>
  );
}

import type { ReactNode } from 'react';
import * as styles from './ProgressMeter.css.ts';

export interface ProgressMeterProps {
  /** Unique on the page: the bar is labelled by the line above it. */
  id: string;
  label: ReactNode;
  /** Done of needed, 0 to 1 (more is shown full). */
  fraction: number;
  /** The fraction as the reader's language writes a percent. */
  percentText: string;
  /** What a screen reader says for the bar, e.g. "R$ 312,40 de R$ 600,00". */
  valueText: string;
}

/** A labelled progress bar with its percent: VIP requirements, a bonus's rollover. */
export function ProgressMeter({ id, label, fraction, percentText, valueText }: ProgressMeterProps) {
  return (
    <>
      <p id={id} className={styles.label}>
        <span>{label}</span>
        <bdi className={styles.percent}>{percentText}</bdi>
      </p>
      <progress
        className={styles.bar}
        max={100}
        value={Math.round(Math.min(1, fraction) * 100)}
        aria-labelledby={id}
        aria-valuetext={valueText}
      />
    </>
  );
}

import type { ReactNode } from 'react';
import { BrandLogo } from '../../layout/BrandLogo/index.ts';
import * as styles from './FullPageState.css.ts';

export type FullPageIllustration = 'maintenance' | 'blocked' | 'broken' | 'lost';

export interface FullPageStateProps {
  illustration: FullPageIllustration;
  tone?: keyof typeof styles.tone;
  title: ReactNode;
  children?: ReactNode;
  /** A technical line (an IP address, an error detail), shown in a monospace box. */
  detail?: ReactNode;
  actions?: ReactNode;
}

const drawings: Record<FullPageIllustration, ReactNode> = {
  maintenance: (
    <>
      <circle cx="48" cy="48" r="40" fill="currentColor" opacity="0.12" />
      <path
        d="M58 30a12 12 0 0 0-15 15L28 60a4 4 0 0 0 6 6l15-15a12 12 0 0 0 15-15l-7 7-6-1-1-6z"
        fill="currentColor"
      />
    </>
  ),
  blocked: (
    <>
      <circle cx="48" cy="48" r="40" fill="currentColor" opacity="0.12" />
      <circle cx="48" cy="48" r="22" fill="none" stroke="currentColor" strokeWidth="6" />
      <path d="M33 63 63 33" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  broken: (
    <>
      <circle cx="48" cy="48" r="40" fill="currentColor" opacity="0.12" />
      <path d="M48 24 72 68H24z" fill="none" stroke="currentColor" strokeWidth="5" strokeLinejoin="round" />
      <path d="M48 40v13" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <circle cx="48" cy="60" r="3" fill="currentColor" />
    </>
  ),
  lost: (
    <>
      <circle cx="48" cy="48" r="40" fill="currentColor" opacity="0.12" />
      <circle cx="44" cy="44" r="16" fill="none" stroke="currentColor" strokeWidth="5" />
      <path d="m56 56 12 12" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
};

/** A whole-page message (maintenance, blocked region, broken config, errors, not found) in the brand's card. */
export function FullPageState({
  illustration,
  tone = 'neutral',
  title,
  children,
  detail,
  actions,
}: FullPageStateProps) {
  return (
    <main className={styles.root}>
      <section className={styles.card} aria-labelledby="full-page-title">
        <BrandLogo size="small" />
        <svg
          className={`${styles.illustration} ${styles.tone[tone]}`}
          viewBox="0 0 96 96"
          aria-hidden="true"
          focusable="false"
        >
          {drawings[illustration]}
        </svg>
        <h1 id="full-page-title" className={styles.title}>
          {title}
        </h1>
        {children ? <div className={styles.body}>{children}</div> : null}
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
    </main>
  );
}

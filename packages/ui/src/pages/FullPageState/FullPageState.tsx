import type { ReactNode } from 'react';
import { BrandLogo } from '../../layout/BrandLogo/index.ts';
import * as styles from './FullPageState.css.ts';

export interface FullPageStateProps {
  /** A decorative inline SVG (hidden from screen readers). */
  illustration: ReactNode;
  /** Small line above the title, e.g. "Erro 404". */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** Explanatory paragraphs. */
  children?: ReactNode;
  /** A labelled technical line (an error's detail, an IP address…). */
  detail?: { label: ReactNode; value: ReactNode };
  actions?: ReactNode;
  /**
   * Shown instead of the whole app (maintenance, region block, configuration error): fills the viewport,
   * carries the brand and is the page's `<main>`. Otherwise it sits inside the layout's main content.
   */
  fullScreen?: boolean;
}

/** The shared frame of the full-page states: centred illustration, heading, text, detail and actions. */
export function FullPageState({
  illustration,
  eyebrow,
  title,
  children,
  detail,
  actions,
  fullScreen = false,
}: FullPageStateProps) {
  const content = (
    <div className={styles.card}>
      <div className={styles.illustration} aria-hidden="true">
        {illustration}
      </div>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.body}>{children}</div> : null}
      {detail ? (
        <p className={styles.detail}>
          <span className={styles.detailLabel}>{detail.label}</span>
          <span className={styles.detailValue} dir="ltr">
            {detail.value}
          </span>
        </p>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
  if (!fullScreen) return <div className={styles.root.inline}>{content}</div>;
  return (
    <main id="main" className={styles.root.fullScreen}>
      <div className={styles.brand}>
        <BrandLogo size="medium" />
      </div>
      {content}
    </main>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as shell from '../shell/skipLink.css.ts';
import * as styles from './NormalLayout.css.ts';

export interface NormalLayoutProps {
  /** The sticky `AppHeader` (with its `NavBar`). */
  header: ReactNode;
  /** The `SideMenu`: a column here on wide screens; a drawer variant renders in a portal and takes no room. */
  sideMenu?: ReactNode;
  /** The page, rendered in `<main id="main">`. */
  children: ReactNode;
  footer?: ReactNode;
  /** The floating `RightBar`; the layout keeps room for it so it never covers content. */
  rightBar?: ReactNode;
  /** Fixed, out-of-flow extras: `PageLoader`, `OfflineBanner`, `DemoModeMarker`. */
  overlays?: ReactNode;
}

/** The player site's shell: skip link, header, side menu, main content, footer and the right bar. */
export function NormalLayout({ header, sideMenu, children, footer, rightBar, overlays }: NormalLayoutProps) {
  return (
    <div className={rightBar ? `${styles.root} ${styles.withRightBar}` : styles.root}>
      <a className={shell.skipLink} href="#main">
        <Trans>Pular para o conteúdo</Trans>
      </a>
      {overlays}
      {header}
      <div className={styles.body}>
        <div className={styles.side}>{sideMenu}</div>
        <div className={styles.content}>
          <main
            id="main"
            tabIndex={-1}
            className={`${styles.main} ${footer ? '' : styles.mainWithoutFooter} ${shell.mainFocus}`}
          >
            {children}
          </main>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
      {rightBar}
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as shell from '../shell/skipLink.css.ts';
import * as styles from './AgentLayout.css.ts';

export interface AgentLayoutProps {
  /** A slim bar: brand, the agent centre's title, the clock, logout… as the app composes it. */
  topBar: ReactNode;
  /** The agent centre page, rendered in `<main id="main">`. */
  children: ReactNode;
  /** Fixed, out-of-flow extras: `PageLoader`, `OfflineBanner`, `DemoModeMarker`. */
  overlays?: ReactNode;
}

/** /agentHome: the agent centre has no side menu, header or footer (spec §2), just a slim top bar. */
export function AgentLayout({ topBar, children, overlays }: AgentLayoutProps) {
  return (
    <div className={styles.root}>
      <a className={shell.skipLink} href="#main">
        <Trans>Pular para o conteúdo</Trans>
      </a>
      {overlays}
      <header className={styles.topBar}>{topBar}</header>
      <main id="main" tabIndex={-1} className={`${styles.main} ${shell.mainFocus}`}>
        {children}
      </main>
    </div>
  );
}

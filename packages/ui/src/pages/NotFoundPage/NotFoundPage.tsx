import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FullPageState } from '../FullPageState/index.ts';
import * as styles from './NotFoundPage.css.ts';

export interface NotFoundPageProps {
  /** The link home; the app passes its router link. Defaults to a plain link to '/'. */
  homeLink?: (props: { className: string; children: ReactNode }) => ReactNode;
}

/** 404: the address does not exist. */
export function NotFoundPage({ homeLink }: NotFoundPageProps) {
  const children = <Trans>Ir para o início</Trans>;
  return (
    <FullPageState
      illustration="lost"
      title={<Trans>Página não encontrada</Trans>}
      actions={
        homeLink ? (
          homeLink({ className: styles.homeLink, children })
        ) : (
          <a className={styles.homeLink} href="/">
            {children}
          </a>
        )
      }
    >
      <p>
        <Trans>O endereço que você abriu não existe ou mudou.</Trans>
      </p>
    </FullPageState>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type InstallPlatform, installTutorialOrder } from '@sorte/domain';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { InstallAppIosSteps } from '../../layout/InstallAppAction/index.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import * as styles from './InstallGuide.css.ts';

export interface InstallGuideProps {
  /** The player's own platform (the app detects it): its tutorial comes first, marked as theirs. */
  platform: InstallPlatform;
  /** The app's "Instalar o app" action where this browser offers its own install prompt. */
  installAction?: ReactNode;
  /** The native app downloads (/down). */
  downloadHref: string;
  renderLink?: RenderShellLink;
}

/**
 * The /install page body (issue 27 item 5): the browser's own install action when it has one, a step-by-step
 * tutorial per platform (iPhone and iPad with Safari, Android with Chrome, a computer with Chrome or Edge), the
 * player's first, and the way to the native apps.
 */
export function InstallGuide({ platform, installAction, downloadHref, renderLink }: InstallGuideProps) {
  const { t } = useLingui();
  const tutorials: Record<
    InstallPlatform,
    { title: string; icon: 'share' | 'menu' | 'monitor'; steps: ReactNode }
  > = {
    ios: { title: t`iPhone e iPad (Safari)`, icon: 'share', steps: <InstallAppIosSteps /> },
    android: {
      title: t`Android (Chrome)`,
      icon: 'menu',
      steps: (
        <ol className={styles.steps}>
          <li>
            <Trans>Abra a Sorte no Chrome.</Trans>
          </li>
          <li>
            <Trans>Toque no menu ⋮, no canto da barra de endereço.</Trans>
          </li>
          <li>
            <Trans>Escolha “Instalar app” (ou “Adicionar à tela inicial”).</Trans>
          </li>
          <li>
            <Trans>Confirme em “Instalar”: o ícone da Sorte aparece na tela inicial do celular.</Trans>
          </li>
        </ol>
      ),
    },
    desktop: {
      title: t`Computador (Chrome ou Edge)`,
      icon: 'monitor',
      steps: (
        <ol className={styles.steps}>
          <li>
            <Trans>Abra a Sorte no Chrome ou no Edge.</Trans>
          </li>
          <li>
            <Trans>
              Clique no ícone de instalar{' '}
              <span className={styles.glyph}>
                <Icon name="download" size="inline" />
              </span>{' '}
              na barra de endereço, ou abra o menu do navegador e escolha “Instalar Sorte” (no Edge:
              “Aplicativos”).
            </Trans>
          </li>
          <li>
            <Trans>
              Confirme em “Instalar”: a Sorte abre na própria janela, com atalho na área de trabalho.
            </Trans>
          </li>
        </ol>
      ),
    },
  };
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>
        <Trans>Como instalar o app</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Instale a Sorte no seu aparelho e abra com um toque, em tela cheia, como qualquer aplicativo. Não
          ocupa quase nada de espaço.
        </Trans>
      </p>
      {installAction}
      <div className={styles.tutorials}>
        {installTutorialOrder(platform).map((id) => {
          const tutorial = tutorials[id];
          const own = id === platform;
          return (
            <section
              key={id}
              className={own ? `${styles.tutorial} ${styles.own}` : styles.tutorial}
              aria-labelledby={`install-${id}`}
            >
              <div className={styles.tutorialHeader}>
                <h2 id={`install-${id}`} className={styles.tutorialTitle}>
                  <Icon name={tutorial.icon} size="inline" />
                  {tutorial.title}
                </h2>
                {own ? (
                  <span className={styles.ownBadge}>
                    <Trans>Seu aparelho</Trans>
                  </span>
                ) : null}
              </div>
              {tutorial.steps}
            </section>
          );
        })}
        <section className={styles.tutorial} aria-labelledby="install-native">
          <h2 id="install-native" className={styles.tutorialTitle}>
            <Icon name="download" size="inline" />
            <Trans>App para Android e iOS</Trans>
          </h2>
          <p className={styles.note}>
            <Trans>
              Prefere o aplicativo da loja? Baixe a versão para o seu celular pelo código QR ou pelo link.
            </Trans>
          </p>
          <ShellLink
            item={{ id: 'download', label: t`Ir para a página de download`, href: downloadHref }}
            renderLink={renderLink}
            className={styles.link}
          />
        </section>
      </div>
    </div>
  );
}

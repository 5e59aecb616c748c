import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import * as styles from './InstallAppAction.css.ts';

/**
 * How this browser installs the site: `prompt` where it offered its own install prompt (`beforeinstallprompt`),
 * `ios` on iOS Safari, which installs only through the Share menu.
 */
export type InstallOffer = 'prompt' | 'ios';

export interface InstallAppActionProps {
  offer: InstallOffer;
  /** `prompt` only: opens the browser's install prompt. */
  onInstall: () => void;
  block?: boolean;
  /** The iOS steps' heading level under the surrounding heading (2 on a page, 3 inside a titled section). */
  headingLevel?: 2 | 3;
}

/** "Instalar o app": the browser's install prompt, or the steps to add the site to an iPhone's home screen. */
export function InstallAppAction({
  offer,
  onInstall,
  block = false,
  headingLevel = 2,
}: InstallAppActionProps) {
  const { t } = useLingui();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (offer === 'prompt')
    return (
      <Button onClick={onInstall} block={block}>
        <Icon name="download" size="inline" />
        {t`Instalar o app`}
      </Button>
    );
  return (
    <section className={styles.guide} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {t`Instalar o app`}
      </Heading>
      <InstallAppIosSteps />
    </section>
  );
}

/** The steps that add the site to an iPhone's or iPad's home screen from Safari's Share menu (the only way there). */
export function InstallAppIosSteps() {
  return (
    <ol className={styles.steps}>
      <li>
        <Trans>
          Toque no botão Compartilhar{' '}
          <span className={styles.shareGlyph}>
            <Icon name="share" size="inline" />
          </span>{' '}
          na barra do Safari.
        </Trans>
      </li>
      <li>
        <Trans>Escolha “Adicionar à Tela de Início”.</Trans>
      </li>
      <li>
        <Trans>Toque em “Adicionar”: a Sorte fica na sua tela de início, como um app.</Trans>
      </li>
    </ol>
  );
}

import { useLingui } from '@lingui/react/macro';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import { fullPageArt as art, FullPageState, fullPageLinkButton } from '../FullPageState/index.ts';

export interface NotFoundPageProps {
  homeHref?: string;
  renderLink?: RenderShellLink;
}

/** 404: no route matches the address. */
export function NotFoundPage({ homeHref = '/', renderLink }: NotFoundPageProps) {
  const { t } = useLingui();
  return (
    <FullPageState
      illustration={<CompassArt />}
      eyebrow={t`Erro 404`}
      title={t`Página não encontrada`}
      actions={
        <ShellLink
          item={{ id: 'home', label: t`Voltar ao início`, href: homeHref }}
          renderLink={renderLink}
          className={fullPageLinkButton}
        />
      }
    >
      <p>{t`A página que você procura não existe ou mudou de endereço.`}</p>
    </FullPageState>
  );
}

function CompassArt() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle className={art.backdrop} cx="80" cy="62" r="52" />
      <circle className={art.surfaceRaised} cx="80" cy="60" r="34" strokeWidth="2" />
      <circle className={art.accentStroke} cx="80" cy="60" r="28" strokeWidth="2" strokeDasharray="2 5" />
      <path className={art.critical} d="M80 60l14-22-4 26z" />
      <path className={art.accent} d="M80 60l-14 22 4-26z" />
      <circle className={art.highlight} cx="80" cy="60" r="5" />
      <circle className={art.highlight} cx="132" cy="28" r="4" />
      <circle className={art.accent} cx="30" cy="94" r="3" />
    </svg>
  );
}

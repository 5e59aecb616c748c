import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import { fullPageArt as art, FullPageState, fullPageLinkButton } from '../FullPageState/index.ts';

export interface RouteErrorPageProps {
  onRetry: () => void;
  homeHref?: string;
  renderLink?: RenderShellLink;
  /** The error's message, for development builds; leave it out in production. */
  detail?: string;
}

/** The route error boundary's fallback, shown inside the layout's main content. */
export function RouteErrorPage({ onRetry, homeHref = '/', renderLink, detail }: RouteErrorPageProps) {
  const { t } = useLingui();
  return (
    <FullPageState
      illustration={<BrokenPageArt />}
      title={t`Algo deu errado`}
      detail={detail ? { label: t`Detalhe técnico`, value: detail } : undefined}
      actions={
        <>
          <Button onClick={onRetry}>
            <Trans>Tentar novamente</Trans>
          </Button>
          <ShellLink
            item={{ id: 'home', label: t`Ir para o início`, href: homeHref }}
            renderLink={renderLink}
            className={fullPageLinkButton}
          />
        </>
      }
    >
      <p>
        <Trans>Não foi possível mostrar esta página. Tente novamente ou volte ao início.</Trans>
      </p>
    </FullPageState>
  );
}

function BrokenPageArt() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle className={art.backdrop} cx="80" cy="62" r="52" />
      <path className={art.surfaceRaised} d="M48 24h44l14 14v60H48z" strokeWidth="2" />
      <path
        className={art.mutedStroke}
        d="M58 46h34M58 56h26M58 66h30"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path className={art.highlight} d="M104 58l24 42H80z" />
      <rect className={art.onHighlight} x="102" y="72" width="4" height="14" rx="2" />
      <circle className={art.onHighlight} cx="104" cy="92" r="2.6" />
    </svg>
  );
}

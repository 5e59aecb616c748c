import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { fullPageArt as art, FullPageState } from '../FullPageState/index.ts';

export interface ConfigErrorPageProps {
  /** What was wrong with the runtime configuration (missing, malformed, invalid field…), shown as is. */
  detail: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** Shown instead of the app when its runtime configuration is missing or malformed. */
export function ConfigErrorPage({ detail, onRetry, retrying = false }: ConfigErrorPageProps) {
  const { t } = useLingui();
  return (
    <FullPageState
      fullScreen
      illustration={<UnpluggedArt />}
      title={t`Não foi possível iniciar o site`}
      detail={{ label: t`Detalhe técnico`, value: detail }}
      actions={
        <Button onClick={onRetry} pending={retrying}>
          <Trans>Tentar novamente</Trans>
        </Button>
      }
    >
      <p>
        <Trans>
          O site está temporariamente indisponível por causa de um problema de configuração do nosso lado.
          Tente novamente em alguns minutos.
        </Trans>
      </p>
    </FullPageState>
  );
}

function UnpluggedArt() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle className={art.backdrop} cx="80" cy="62" r="52" />
      <path className={art.mutedStroke} d="M14 70h26M120 54h26" strokeWidth="4" strokeLinecap="round" />
      <rect className={art.accent} x="38" y="56" width="28" height="28" rx="6" />
      <rect className={art.accent} x="66" y="62" width="8" height="5" rx="1.5" />
      <rect className={art.accent} x="66" y="73" width="8" height="5" rx="1.5" />
      <rect className={art.surfaceRaised} x="94" y="40" width="28" height="28" rx="6" strokeWidth="2" />
      <rect className={art.muted} x="99" y="48" width="4" height="12" rx="2" />
      <rect className={art.muted} x="109" y="48" width="4" height="12" rx="2" />
      <path className={art.highlight} d="M82 34l-6 14h7l-5 14 13-18h-7l5-10z" />
    </svg>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { FullPageState } from '../FullPageState/index.ts';

export interface ConfigErrorPageProps {
  /** What was wrong with /config.json, for the operator. */
  detail: string;
  onRetry: () => void;
}

/** Shown instead of a blank screen when the site's runtime configuration is missing or malformed. */
export function ConfigErrorPage({ detail, onRetry }: ConfigErrorPageProps) {
  return (
    <FullPageState
      illustration="broken"
      tone="critical"
      title={<Trans>Não foi possível iniciar o site</Trans>}
      detail={detail}
      actions={
        <Button onClick={onRetry}>
          <Trans>Tentar novamente</Trans>
        </Button>
      }
    >
      <p>
        <Trans>
          A configuração do site está ausente ou é inválida. Tente novamente em alguns minutos; se o problema
          continuar, avise o suporte com o detalhe abaixo.
        </Trans>
      </p>
    </FullPageState>
  );
}

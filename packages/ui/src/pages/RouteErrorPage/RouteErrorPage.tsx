import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { FullPageState } from '../FullPageState/index.ts';

export interface RouteErrorPageProps {
  onRetry: () => void;
  onGoHome: () => void;
  /** A short technical detail (an error message), for support. */
  detail?: string;
}

/** The error boundary's fallback for one route: the rest of the site keeps working. */
export function RouteErrorPage({ onRetry, onGoHome, detail }: RouteErrorPageProps) {
  return (
    <FullPageState
      illustration="broken"
      tone="critical"
      title={<Trans>Algo deu errado nesta página</Trans>}
      detail={detail}
      actions={
        <>
          <Button onClick={onRetry}>
            <Trans>Tentar novamente</Trans>
          </Button>
          <Button tone="secondary" onClick={onGoHome}>
            <Trans>Ir para o início</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Não perdemos nada do que você fez. Tente novamente ou volte ao início.</Trans>
      </p>
    </FullPageState>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { invalidDomainMessage } from '@sorte/domain';
import { Button } from '../../components/Button/index.ts';
import { fullPageArt as art, FullPageState } from '../FullPageState/index.ts';

export interface InvalidDomainPageProps {
  /** The address the site was opened at (shown so the player can tell customer service); left out when empty. */
  host?: string | null;
  onCustomerService: () => void;
  customerServicePending?: boolean;
}

/**
 * Shown instead of the site when it is served from a host the gateway does not list (spec §8 domain check:
 * 'Invalid URL, please contact customer service').
 */
export function InvalidDomainPage({
  host,
  onCustomerService,
  customerServicePending,
}: InvalidDomainPageProps) {
  const { t, i18n } = useLingui();
  return (
    <FullPageState
      fullScreen
      illustration={<BrokenLinkArt />}
      title={t`Endereço inválido`}
      detail={host ? { label: t`Endereço acessado`, value: host } : undefined}
      actions={
        <Button onClick={onCustomerService} pending={customerServicePending}>
          <Trans>Falar com o atendimento</Trans>
        </Button>
      }
    >
      <p>{i18n._(invalidDomainMessage)}</p>
      <p>
        <Trans>
          Este endereço não é um dos endereços oficiais do site. Por segurança, não faça login aqui.
        </Trans>
      </p>
    </FullPageState>
  );
}

function BrokenLinkArt() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle className={art.backdrop} cx="80" cy="62" r="52" />
      <g transform="rotate(-35 80 62)">
        <rect className={art.accentStroke} x="34" y="50" width="40" height="24" rx="12" strokeWidth="7" />
        <rect className={art.highlightStroke} x="86" y="50" width="40" height="24" rx="12" strokeWidth="7" />
      </g>
      <path className={art.accentStroke} d="M72 34l4 10M88 90l-4-10M60 42l8 6M100 82l-8-6" strokeWidth="4" />
    </svg>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { fullPageArt as art, FullPageState } from '../FullPageState/index.ts';

export interface RegionBlockedPageProps {
  /** The visitor's IP address, as the gateway reported it; the line is left out when unknown. */
  ip?: string | null;
  /** Offers a way to contact customer service when given. */
  onCustomerService?: () => void;
}

/** Shown instead of the app when the visitor's region is blocked (spec §8 blockip / info_ip_block). */
export function RegionBlockedPage({ ip, onCustomerService }: RegionBlockedPageProps) {
  const { t } = useLingui();
  return (
    <FullPageState
      fullScreen
      illustration={<RegionArt />}
      title={t`Acesso restrito`}
      detail={ip ? { label: t`Seu endereço IP`, value: ip } : undefined}
      actions={
        onCustomerService ? (
          <Button tone="secondary" onClick={onCustomerService}>
            <Trans>Falar com o atendimento</Trans>
          </Button>
        ) : null
      }
    >
      <p>
        <Trans>Desculpe, nosso serviço não está disponível na sua região.</Trans>
      </p>
      <p>
        <Trans>Se você acha que isso é um erro, fale com o atendimento e informe seu endereço IP.</Trans>
      </p>
    </FullPageState>
  );
}

function RegionArt() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle className={art.backdrop} cx="80" cy="62" r="52" />
      <circle className={art.accentStroke} cx="72" cy="58" r="32" strokeWidth="4" />
      <ellipse className={art.accentStroke} cx="72" cy="58" rx="14" ry="32" strokeWidth="3" />
      <path className={art.accentStroke} d="M40 58h64M45 42h54M45 74h54" strokeWidth="3" />
      <rect className={art.highlight} x="94" y="74" width="34" height="28" rx="6" />
      <path className={art.highlightStroke} d="M101 74v-7a10 10 0 0 1 20 0v7" strokeWidth="5" />
      <circle className={art.onHighlight} cx="111" cy="86" r="3.5" />
      <rect className={art.onHighlight} x="109.5" y="87" width="3" height="8" rx="1.5" />
    </svg>
  );
}

import { Trans } from '@lingui/react/macro';
import { FullPageState } from '../FullPageState/index.ts';

export interface RegionBlockedPageProps {
  /** The visitor's IP as the gateway saw it; omitted when unknown. */
  ip?: string | null;
}

/** Spec §4 system status 2 and §8 blockip: 'Access restricted', the visitor IP and info_ip_block. */
export function RegionBlockedPage({ ip }: RegionBlockedPageProps) {
  return (
    <FullPageState
      illustration="blocked"
      tone="critical"
      title={<Trans>Acesso restrito</Trans>}
      detail={ip ? <Trans>Seu IP: {ip}</Trans> : undefined}
    >
      <p>
        <Trans>
          Sentimos muito, o serviço não está disponível na sua região. Se você acha que isso é um erro, fale
          com o atendimento ao cliente e informe o endereço IP abaixo.
        </Trans>
      </p>
    </FullPageState>
  );
}

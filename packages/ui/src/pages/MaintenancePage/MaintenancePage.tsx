import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { FullPageState } from '../FullPageState/index.ts';

export interface MaintenancePageProps {
  onCustomerService: () => void;
}

/** Spec §4 system status 1 and §8: the game_maintenance and info_maintenance texts, with a customer-service button. */
export function MaintenancePage({ onCustomerService }: MaintenancePageProps) {
  return (
    <FullPageState
      illustration="maintenance"
      tone="warning"
      title={<Trans>Sistema em manutenção</Trans>}
      actions={
        <Button onClick={onCustomerService}>
          <Trans>Atendimento ao cliente</Trans>
        </Button>
      }
    >
      <p>
        <Trans>
          Estamos fazendo uma manutenção para melhorar os jogos. Voltamos em breve; seu saldo e seus dados
          estão seguros.
        </Trans>
      </p>
    </FullPageState>
  );
}

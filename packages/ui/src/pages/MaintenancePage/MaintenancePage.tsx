import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { fullPageArt as art, FullPageState } from '../FullPageState/index.ts';

export interface MaintenancePageProps {
  /** 'system': the whole site (spec §8 info_maintenance); 'game': the games are (game_maintenance). */
  kind?: 'system' | 'game';
  onCustomerService: () => void;
  customerServicePending?: boolean;
}

/** Shown instead of the app while the platform is under maintenance (spec §8). */
export function MaintenancePage({
  kind = 'system',
  onCustomerService,
  customerServicePending,
}: MaintenancePageProps) {
  const { t } = useLingui();
  return (
    <FullPageState
      fullScreen
      illustration={<MaintenanceArt />}
      title={kind === 'game' ? t`Jogo em manutenção` : t`Sistema em manutenção`}
      actions={
        <Button onClick={onCustomerService} pending={customerServicePending}>
          <Trans>Falar com o atendimento</Trans>
        </Button>
      }
    >
      <p>
        {kind === 'game' ? (
          <Trans>
            Este jogo está temporariamente indisponível enquanto fazemos a manutenção. Experimente outro jogo
            ou volte mais tarde.
          </Trans>
        ) : (
          <Trans>
            Estamos fazendo melhorias para oferecer a você uma experiência ainda melhor. Voltamos em
            instantes; obrigado pela paciência.
          </Trans>
        )}
      </p>
      <p>
        <Trans>Precisa de ajuda? Nossa equipe de atendimento está à disposição.</Trans>
      </p>
    </FullPageState>
  );
}

function MaintenanceArt() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle className={art.backdrop} cx="80" cy="62" r="52" />
      <circle className={art.ring} cx="80" cy="62" r="58" strokeWidth="1.5" strokeDasharray="3 6" />
      <circle
        className={art.accentStroke}
        cx="70"
        cy="58"
        r="24"
        strokeWidth="12"
        strokeDasharray="9.4 6.3"
      />
      <circle className={art.accent} cx="70" cy="58" r="20" />
      <circle className={art.surface} cx="70" cy="58" r="8" />
      <g transform="rotate(-40 104 78)">
        <rect className={art.highlight} x="98" y="62" width="12" height="44" rx="6" />
        <circle className={art.highlight} cx="104" cy="58" r="13" />
        <rect className={art.backdrop} x="99" y="42" width="10" height="14" rx="2" />
      </g>
      <circle className={art.highlight} cx="126" cy="30" r="4" />
      <circle className={art.accent} cx="34" cy="96" r="3" />
    </svg>
  );
}

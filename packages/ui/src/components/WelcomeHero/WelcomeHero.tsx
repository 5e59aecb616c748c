import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@sorte/domain';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { Button } from '../Button/index.ts';
import * as styles from './WelcomeHero.css.ts';

export type WelcomeHeroProps =
  | { kind: 'anonymous'; onLogin: () => void; onRegister: () => void }
  | { kind: 'member'; nickname: string; balance: number | null; currency: string; isTrial: boolean };

/** The home page's greeting: an invitation to log in, or the member's name and balance. */
export function WelcomeHero(props: WelcomeHeroProps) {
  const { i18n } = useLingui();
  const nickname = props.kind === 'member' ? props.nickname : '';
  return (
    <section className={styles.root} aria-labelledby="welcome-title">
      <svg className={styles.clover} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <g fill="currentColor">
          <circle cx="12" cy="12" r="5" />
          <circle cx="20" cy="12" r="5" />
          <circle cx="12" cy="20" r="5" />
          <circle cx="20" cy="20" r="5" />
        </g>
      </svg>
      {props.kind === 'anonymous' ? (
        <>
          <h1 id="welcome-title" className={styles.title}>
            <Trans>Bem-vindo à Sorte</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>Loterias, cassino ao vivo, esportes e milhares de jogos em um só lugar.</Trans>
          </p>
          <div className={styles.actions}>
            <Button tone="highlight" onClick={props.onLogin}>
              <Trans>Entrar</Trans>
            </Button>
            <Button tone="secondary" onClick={props.onRegister}>
              <Trans>Cadastrar</Trans>
            </Button>
          </div>
        </>
      ) : (
        <>
          <h1 id="welcome-title" className={styles.title}>
            <Trans>Olá, {nickname}</Trans>
          </h1>
          <p className={styles.lead}>
            {props.isTrial ? (
              <Trans>Você está jogando com uma conta de teste.</Trans>
            ) : (
              <Trans>Boa sorte hoje!</Trans>
            )}
          </p>
          <p className={styles.balance} aria-live="polite">
            <Trans>Saldo</Trans>:{' '}
            {props.balance === null ? (
              '—'
            ) : (
              <bdi>
                {formatMoney(props.balance, { currency: props.currency, locale: formatLocaleOf(i18n) })}
              </bdi>
            )}
          </p>
        </>
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import { fullPageArt as art, FullPageState, fullPageLinkButton } from '../../pages/FullPageState/index.ts';
import * as styles from './SelfExcludedPage.css.ts';

export interface SelfExcludedPageProps {
  /** The withdrawal page: the player logs in again to reach it (a self-exclusion still lets them withdraw). */
  withdrawHref: string;
  renderLink?: RenderShellLink;
}

/**
 * After a self-exclusion (issue 26 item 5): the player was logged out in every tab; this page says what the exclusion
 * means and how to withdraw the balance, which stays possible (log in, then the withdrawal page).
 */
export function SelfExcludedPage({ withdrawHref, renderLink }: SelfExcludedPageProps) {
  const { t } = useLingui();
  return (
    <FullPageState
      illustration={<PauseArt />}
      eyebrow={t`Autoexclusão`}
      title={t`Você se autoexcluiu`}
      actions={
        <ShellLink
          item={{ id: 'withdraw', label: t`Entrar para sacar o saldo`, href: withdrawHref }}
          renderLink={renderLink}
          className={fullPageLinkButton}
        />
      }
    >
      <p>
        {t`Você foi desconectado em todos os aparelhos e abas. Enquanto durar a autoexclusão, não é possível depositar, abrir jogos nem participar de promoções.`}
      </p>
      <p>{t`O seu saldo continua seu. Para sacá-lo:`}</p>
      <ol className={styles.steps}>
        <li>{t`Entre com o seu usuário e senha.`}</li>
        <li>{t`Abra Saque no centro do membro.`}</li>
        <li>{t`Informe a chave PIX e o valor: o saque continua disponível.`}</li>
      </ol>
    </FullPageState>
  );
}

function PauseArt() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle className={art.backdrop} cx="80" cy="62" r="52" />
      <circle className={art.surfaceRaised} cx="80" cy="60" r="34" strokeWidth="2" />
      <rect className={art.accent} x="66" y="44" width="9" height="32" rx="3" />
      <rect className={art.accent} x="85" y="44" width="9" height="32" rx="3" />
      <circle className={art.highlight} cx="132" cy="28" r="4" />
      <circle className={art.accent} cx="30" cy="94" r="3" />
    </svg>
  );
}

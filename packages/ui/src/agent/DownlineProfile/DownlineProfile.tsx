import { useLingui } from '@lingui/react/macro';
import {
  type DateRange,
  type DownlineFigures,
  type DownlineProfile as DownlineProfileData,
  isAgentType,
} from '@sorte/domain';
import { type ReactNode, useId } from 'react';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import type { RecordFormats } from '../../records/formats.ts';
import { useTeamLabels } from '../teamLabels.ts';
import * as styles from './DownlineProfile.css.ts';

export interface DownlineProfileProps {
  /** The account the page was opened for (its heading while the profile loads). */
  account: string;
  status: LoadStatus;
  /** The profile (ready). */
  profile?: DownlineProfileData;
  /** The period the figures cover. */
  period: DateRange;
  /** The gateway has no profile call: a note in place of the profile. */
  notOffered?: boolean;
  failure?: FailureKind;
  onRetry?: () => void;
  /** Back to the downline list. */
  backHref: string;
  renderLink?: RenderShellLink;
  formats: Pick<RecordFormats, 'money' | 'dateTime' | 'date' | 'percent'>;
}

const FIGURES = [
  'deposits',
  'withdrawals',
  'bets',
  'validBets',
  'profitLoss',
] as const satisfies readonly (keyof DownlineFigures)[];

/**
 * Issue 23 item 6, a downline's profile: who it is (type, status, balance, registration, last login, its own
 * downlines), its deposits, withdrawals, bets and result over a period, and its contracts: the ones it accepted as
 * current, the requests it has not answered apart and never as current.
 */
export function DownlineProfile({
  account,
  status,
  profile,
  period,
  notOffered = false,
  failure,
  onRetry,
  backHref,
  renderLink,
  formats,
}: DownlineProfileProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { statusLabels, contractText } = useTeamLabels(formats);
  const figureLabels: Record<(typeof FIGURES)[number], string> = {
    deposits: t`Depósitos`,
    withdrawals: t`Saques`,
    bets: t`Apostas`,
    validBets: t`Apostas válidas`,
    profitLoss: t`Resultado nos jogos`,
  };
  const ready = status === 'ready' && profile !== undefined && !notOffered;
  const shown = (content: ReactNode) => (ready ? content : <span className={styles.placeholder}>—</span>);
  const from = formats.date(period.start);
  const to = formats.date(period.end);

  let body: ReactNode;
  if (notOffered) body = <p className={styles.note}>{t`Este site não mostra o perfil dos subordinados.`}</p>;
  else if (status === 'error')
    body = (
      <GridNotice
        kind="error"
        message={t`Não foi possível carregar o perfil de ${account}.`}
        failure={failure}
        onRetry={onRetry}
      />
    );
  else
    body = (
      <>
        {ready && profile.status !== 'NORMAL' ? (
          <p className={styles.frozen}>
            {profile.status === 'FROZEN'
              ? t`Conta congelada: não entra no site nem movimenta dinheiro.`
              : t`Conta bloqueada: não entra no site.`}
          </p>
        ) : null}
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.term}>{t`Tipo`}</dt>
            <dd className={styles.value}>
              {shown(profile && (isAgentType(profile.type) ? t`Agente` : t`Jogador`))}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.term}>{t`Saldo`}</dt>
            <dd className={styles.value}>{shown(profile && <bdi>{formats.money(profile.balance)}</bdi>)}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.term}>{t`Cadastro`}</dt>
            <dd className={styles.value}>
              {shown(profile && <bdi>{formats.dateTime(profile.registeredAt)}</bdi>)}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.term}>{t`Último acesso`}</dt>
            <dd className={styles.value}>
              {shown(
                profile &&
                  (profile.lastLoginAt ? <bdi>{formats.dateTime(profile.lastLoginAt)}</bdi> : t`Nunca`),
              )}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.term}>{t`Subordinados diretos`}</dt>
            <dd className={styles.value}>{shown(profile && i18n.number(profile.downlineCount))}</dd>
          </div>
        </dl>
        <section className={styles.section} aria-labelledby={`${headingId}-figures`}>
          <h3 id={`${headingId}-figures`} className={styles.sectionTitle}>
            {t`Movimento de ${from} a ${to}`}
          </h3>
          <dl className={styles.figures}>
            {FIGURES.map((figure) => (
              <div key={figure} className={styles.figure}>
                <dt className={styles.term}>{figureLabels[figure]}</dt>
                <dd className={styles.value}>
                  {shown(profile && <bdi>{formats.money(profile.figures[figure])}</bdi>)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={styles.section} aria-labelledby={`${headingId}-contracts`}>
          <h3 id={`${headingId}-contracts`} className={styles.sectionTitle}>
            {t`Contratos atuais`}
          </h3>
          {!ready ? (
            <span className={styles.placeholder}>—</span>
          ) : profile.contracts.length > 0 ? (
            <ul className={styles.contracts}>
              {profile.contracts.map((contract) => (
                <li key={contract.kind} className={styles.contract}>
                  {contractText(contract)}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t`Sem contrato`}</p>
          )}
          {ready && profile.pendingContracts.length > 0 ? (
            <>
              <h4 className={styles.term}>{t`Pedidos aguardando resposta`}</h4>
              <ul className={styles.contracts}>
                {profile.pendingContracts.map((contract) => (
                  <li key={contract.kind} className={styles.contract}>
                    {contractText(contract)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </>
    );

  return (
    <article
      className={styles.root}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
    >
      <ShellLink
        item={{ id: 'downlines', label: t`Voltar aos subordinados`, href: backHref }}
        renderLink={renderLink}
        className={styles.back}
      />
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <bdi>{account}</bdi>
        </h2>
        {ready && profile.nickname ? <bdi className={styles.nickname}>{profile.nickname}</bdi> : null}
        {ready ? (
          <span className={profile.status === 'NORMAL' ? styles.badge : `${styles.badge} ${styles.frozen}`}>
            {statusLabels[profile.status]}
          </span>
        ) : null}
      </header>
      {body}
    </article>
  );
}

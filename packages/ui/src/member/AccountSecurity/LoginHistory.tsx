import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import * as styles from './accountSecurity.css.ts';
import { DeviceDetails, maskedIp } from './DeviceDetails.tsx';

/** One login attempt as the gateway reads it (IP unmasked: shown masked here). */
export interface LoginHistoryEntry {
  /** ISO time. */
  time: string;
  ip?: string;
  device?: string;
  place?: string;
  succeeded: boolean;
}

export interface LoginHistoryProps {
  status: LoadStatus;
  /** How the read failed (error only): its §8 text with a Retry. */
  failure?: FailureKind;
  onRetry: () => void;
  /** Newest first. */
  entries: readonly LoginHistoryEntry[];
  /** The gateway has no login history call: a note in place of the list. */
  notOffered?: boolean;
  /** Time zone of the times (the site's); the browser's by default. */
  timeZone?: string;
}

/** The security centre's recent logins: when, from which device and address (masked) and place, and whether it worked. */
export function LoginHistory({
  status,
  failure,
  onRetry,
  entries,
  notOffered = false,
  timeZone,
}: LoginHistoryProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const dateTime = new Intl.DateTimeFormat(formatLocaleOf(i18n), {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  });

  let body: ReactNode;
  if (notOffered) body = <p className={styles.note}>{t`Este site não mostra o histórico de login.`}</p>;
  else if (status === 'loading') body = <div aria-busy="true" className={styles.skeleton} />;
  else if (status === 'error')
    body = (
      <GridNotice
        kind="error"
        compact
        message={t`Não foi possível carregar o histórico de login.`}
        failure={failure}
        onRetry={onRetry}
      />
    );
  else if (entries.length === 0)
    body = <GridNotice kind="empty" compact message={t`Nenhum login registrado.`} />;
  else
    body = (
      <ul className={styles.list}>
        {entries.map((entry) => {
          return (
            <li key={`${entry.time}|${entry.ip}|${entry.device}|${entry.succeeded}`} className={styles.item}>
              <div className={styles.main}>
                <span className={styles.title}>
                  <bdi>
                    <time dateTime={entry.time}>{dateTime.format(new Date(entry.time))}</time>
                  </bdi>
                </span>
                <DeviceDetails parts={[entry.device, maskedIp(entry.ip), entry.place]} />
              </div>
              {entry.succeeded ? (
                <span className={styles.badge}>
                  <Icon name="check" size="inline" />
                  {t`Sucesso`}
                </span>
              ) : (
                <span className={`${styles.badge} ${styles.badgeFailed}`}>
                  <Icon name="warning" size="inline" />
                  {t`Falhou`}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t`Histórico de login`}
      </h2>
      {status === 'ready' && !notOffered && entries.length > 0 ? (
        <p
          className={styles.note}
        >{t`Não reconhece um login? Altere sua senha e encerre as outras sessões.`}</p>
      ) : null}
      {body}
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type FieldMessage, FormMessage } from '../../forms/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { ConfirmDialog } from '../../modals/ConfirmDialog/index.ts';
import * as styles from './accountSecurity.css.ts';
import { DeviceDetails, maskedIp } from './DeviceDetails.tsx';

/** A signed-in device as the gateway reads it. */
export interface ActiveSessionEntry {
  id: string;
  device?: string;
  ip?: string;
  place?: string;
  /** ISO time. */
  lastActive?: string;
  /** This very browser: marked, never ended from here. */
  current: boolean;
}

export interface ActiveSessionsProps {
  status: LoadStatus;
  failure?: FailureKind;
  onRetry: () => void;
  /** This device first. */
  sessions: readonly ActiveSessionEntry[];
  /** The gateway has no sessions call: a note in place of the list. */
  notOffered?: boolean;
  /** Ends one other device, after a confirmation naming it; absent when the gateway does not offer it (no per-device button). */
  onEndSession?: (id: string) => void;
  /** The session being ended. */
  endingId?: string;
  /** Ends every device but this one, after a confirmation; absent when the gateway does not offer it. */
  onEndOthers?: () => void;
  endingOthers?: boolean;
  /** Why the last ending failed. */
  error?: FieldMessage;
  timeZone?: string;
}

/**
 * The security centre's signed-in devices: this one marked, each other one with its own Desconectar and "Encerrar
 * outras sessões", each behind a confirmation (the one device's names it).
 */
export function ActiveSessions({
  status,
  failure,
  onRetry,
  sessions,
  notOffered = false,
  onEndSession,
  endingId,
  onEndOthers,
  endingOthers = false,
  error,
  timeZone,
}: ActiveSessionsProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [confirmingSession, setConfirmingSession] = useState<ActiveSessionEntry>();
  const dateTime = new Intl.DateTimeFormat(formatLocaleOf(i18n), {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  });
  const others = sessions.filter((session) => !session.current);
  const count = others.length;
  const busy = endingOthers || endingId !== undefined;
  const confirmingName = confirmingSession?.device ?? t`Dispositivo desconhecido`;

  let body: ReactNode;
  if (notOffered) body = <p className={styles.note}>{t`Este site não mostra as sessões ativas.`}</p>;
  else if (status === 'loading') body = <div aria-busy="true" className={styles.skeleton} />;
  else if (status === 'error')
    body = (
      <GridNotice
        kind="error"
        compact
        message={t`Não foi possível carregar as sessões ativas.`}
        failure={failure}
        onRetry={onRetry}
      />
    );
  else if (sessions.length === 0)
    body = <GridNotice kind="empty" compact message={t`Nenhuma sessão ativa.`} />;
  else
    body = (
      <>
        <ul className={styles.list}>
          {sessions.map((session) => {
            const name = session.device ?? t`Dispositivo desconhecido`;
            return (
              <li key={session.id} className={styles.item}>
                <div className={styles.main}>
                  <span className={styles.title}>
                    <bdi>{name}</bdi>
                    {session.current ? (
                      <span className={`${styles.badge} ${styles.badgeCurrent}`}>{t`Este dispositivo`}</span>
                    ) : null}
                  </span>
                  <DeviceDetails parts={[maskedIp(session.ip), session.place]} />
                  {session.lastActive && !session.current ? (
                    <p className={styles.detail}>
                      {t`Última atividade:`}{' '}
                      <bdi>
                        <time dateTime={session.lastActive}>
                          {dateTime.format(new Date(session.lastActive))}
                        </time>
                      </bdi>
                    </p>
                  ) : null}
                </div>
                {!session.current && onEndSession ? (
                  <Button
                    tone="secondary"
                    size="small"
                    aria-label={t`Desconectar ${name}`}
                    pending={endingId === session.id}
                    disabled={busy && endingId !== session.id}
                    onClick={() => setConfirmingSession(session)}
                  >
                    {t`Desconectar`}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {others.length === 0 ? <p className={styles.note}>{t`Só este dispositivo está conectado.`}</p> : null}
        {error !== undefined ? <FormMessage message={error} /> : null}
        {others.length > 0 && onEndOthers ? (
          <div className={styles.actions}>
            <Button
              tone="secondary"
              pending={endingOthers}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t`Encerrar outras sessões`}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t`Sessões ativas`}
      </h2>
      {body}
      {onEndSession ? (
        <ConfirmDialog
          open={confirmingSession !== undefined}
          title={t`Desconectar ${confirmingName}?`}
          message={t`${confirmingName} será desconectado e precisará entrar de novo. Este dispositivo continua conectado.`}
          confirmLabel={t`Desconectar`}
          tone="critical"
          onCancel={() => setConfirmingSession(undefined)}
          onConfirm={() => {
            setConfirmingSession(undefined);
            if (confirmingSession) onEndSession(confirmingSession.id);
          }}
        />
      ) : null}
      {onEndOthers ? (
        <ConfirmDialog
          open={confirming}
          title={t`Encerrar outras sessões?`}
          message={t`Todos os outros dispositivos (${count}) serão desconectados e precisarão entrar de novo. Este dispositivo continua conectado.`}
          confirmLabel={t`Encerrar sessões`}
          tone="critical"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onEndOthers();
          }}
        />
      ) : null}
    </section>
  );
}

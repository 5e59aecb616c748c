import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import { signedAmount, toneOf } from '../SessionClock/index.ts';
import * as styles from './RealityCheckDialog.css.ts';

export type RealityCheckChoice = 'continue' | 'takeBreak' | 'logOut';

export interface RealityCheckDialogProps {
  open: boolean;
  /** The session's duration as `H:MM:SS`, at the moment the check opened. */
  elapsed: string;
  /** The session's stakes, wins and net result; null when not known (the summary and the betting record missing). */
  staked: number | null;
  won: number | null;
  net: number | null;
  formatAmount: (amount: number) => string;
  /** The betting record's address (its own page). */
  betRecordHref: string;
  /** The player opened the betting record from the dialog (that answers the check). */
  onOpenBetRecord: () => void;
  /** One of the three choices; the dialog has no other way out (no close button, Esc or overlay). */
  onChoose: (choice: RealityCheckChoice) => void;
  /** The choice being carried out (logging out): its button waits, the others are blocked. */
  pending?: RealityCheckChoice;
}

/**
 * The reality check (issue 26 item 4; UKGC RTS 13): the session's duration, stakes, wins and net result, a link to the
 * betting record and three choices. It cannot be put off: Esc and a click outside do nothing.
 */
export function RealityCheckDialog({
  open,
  elapsed,
  staked,
  won,
  net,
  formatAmount,
  betRecordHref,
  onOpenBetRecord,
  onChoose,
  pending,
}: RealityCheckDialogProps) {
  const { t } = useLingui();
  const leadId = useId();
  const busy = pending !== undefined;
  return (
    <Modal
      open={open}
      onClose={() => undefined}
      dismissible={false}
      title={t`Lembrete de sessão`}
      describedBy={leadId}
      size="small"
      phoneLayout="sheet"
      footer={
        <div className={styles.actions}>
          <Button
            tone="secondary"
            disabled={busy}
            pending={pending === 'logOut'}
            onClick={() => onChoose('logOut')}
          >
            <Trans>Sair da conta</Trans>
          </Button>
          <Button tone="secondary" disabled={busy} onClick={() => onChoose('takeBreak')}>
            <Trans>Fazer uma pausa</Trans>
          </Button>
          <Button disabled={busy} onClick={() => onChoose('continue')}>
            <Trans>Continuar jogando</Trans>
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <p id={leadId} className={styles.lead}>
          <Trans>
            Você está jogando há <bdi>{elapsed}</bdi>. Veja como está a sua sessão antes de continuar.
          </Trans>
        </p>
        <dl className={styles.figures}>
          <dt className={styles.term}>
            <Trans>Duração</Trans>
          </dt>
          <dd className={styles.value}>
            <bdi>{elapsed}</bdi>
          </dd>
          <dt className={styles.term}>
            <Trans>Apostado</Trans>
          </dt>
          <dd className={styles.value}>
            {staked === null ? <Trans>Indisponível</Trans> : <bdi>{formatAmount(staked)}</bdi>}
          </dd>
          <dt className={styles.term}>
            <Trans>Ganho</Trans>
          </dt>
          <dd className={styles.value}>
            {won === null ? <Trans>Indisponível</Trans> : <bdi>{formatAmount(won)}</bdi>}
          </dd>
          <dt className={styles.term}>
            <Trans>Resultado</Trans>
          </dt>
          <dd className={`${styles.value} ${net === null ? '' : styles.net[toneOf(net)]}`}>
            {net === null ? (
              <Trans>Indisponível</Trans>
            ) : (
              <>
                <bdi>{signedAmount(net, formatAmount)}</bdi>{' '}
                {net > 0 ? <Trans>(ganho)</Trans> : net < 0 ? <Trans>(perda)</Trans> : null}
              </>
            )}
          </dd>
        </dl>
        <a
          className={styles.recordsLink}
          href={betRecordHref}
          onClick={(event) => {
            if (busy) return event.preventDefault();
            event.preventDefault();
            onOpenBetRecord();
          }}
        >
          <Trans>Ver registro de apostas</Trans>
        </a>
      </div>
    </Modal>
  );
}

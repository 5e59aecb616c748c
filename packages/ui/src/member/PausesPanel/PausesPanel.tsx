import { useLingui } from '@lingui/react/macro';
import {
  BREAK_LENGTHS,
  type BreakLength,
  EXCLUSION_LENGTHS,
  type ExclusionLength,
  PLATFORM_TIME_ZONE,
} from '@sorte/domain';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { FormMessage } from '../../forms/FormMessage/index.ts';
import type { FieldMessage } from '../../forms/fieldMessage.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { ConfirmDialog } from '../../modals/ConfirmDialog/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './PausesPanel.css.ts';

/** The break or self-exclusion in force; `endsAt` epoch ms, null: for good. */
export interface PauseInForce {
  kind: 'break' | 'exclusion';
  endsAt: number | null;
}

export interface PausesPanelProps {
  status: LoadStatus;
  failure?: FailureKind;
  onRetry: () => void;
  /** The pause in force, or null. */
  pause: PauseInForce | null;
  breakLength: BreakLength | null;
  onBreakLengthChange: (length: BreakLength) => void;
  onTakeBreak: () => void;
  exclusionLength: ExclusionLength | null;
  onExclusionLengthChange: (length: ExclusionLength) => void;
  /** Opens the confirmation that says what a self-exclusion means. */
  onAskExclusion: () => void;
  /** The confirmation is open; `exclusionEndsAt` is when the chosen exclusion would end (null: for good). */
  confirmingExclusion: boolean;
  exclusionEndsAt: number | null;
  onConfirmExclusion: () => void;
  onCancelExclusion: () => void;
  /** The request being sent. */
  busy?: 'break' | 'exclusion' | null;
  breakError?: FieldMessage;
  exclusionError?: FieldMessage;
}

/**
 * Take a break and self-exclusion (issue 26 item 5): a break of 24 hours, 7 or 30 days; a self-exclusion of 6 months,
 * 1, 2 or 5 years or for good, after a confirmation that says plainly what it means. A pause in force is shown with its
 * end; nothing shortens it (only a longer one can be asked for).
 */
export function PausesPanel({
  status,
  failure,
  onRetry,
  pause,
  breakLength,
  onBreakLengthChange,
  onTakeBreak,
  exclusionLength,
  onExclusionLengthChange,
  onAskExclusion,
  confirmingExclusion,
  exclusionEndsAt,
  onConfirmExclusion,
  onCancelExclusion,
  busy = null,
  breakError,
  exclusionError,
}: PausesPanelProps) {
  const { t, i18n } = useLingui();
  const when = new Intl.DateTimeFormat(formatLocaleOf(i18n), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: PLATFORM_TIME_ZONE,
  });
  if (status === 'loading')
    return (
      <>
        <p className={visuallyHidden} role="status">
          {t`Carregando suas pausas`}
        </p>
        <div className={`${skeleton} ${styles.skeleton}`} aria-hidden="true" />
      </>
    );
  if (status === 'error')
    return (
      <GridNotice
        kind="error"
        message={t`Não foi possível carregar suas pausas.`}
        failure={failure}
        onRetry={onRetry}
      />
    );

  const breakLabel: Record<BreakLength, string> = { '24h': t`24 horas`, '7d': t`7 dias`, '30d': t`30 dias` };
  const exclusionLabel: Record<ExclusionLength, string> = {
    '6m': t`6 meses`,
    '1y': t`1 ano`,
    '2y': t`2 anos`,
    '5y': t`5 anos`,
    indefinite: t`Por tempo indeterminado`,
  };
  const until = (endsAt: number) => when.format(endsAt);
  const excluded = pause?.kind === 'exclusion';
  const sending = busy !== null;
  const exclusionMeaning =
    exclusionEndsAt === null
      ? t`Você será desconectado em todos os aparelhos e abas. Para sempre, não poderá depositar, abrir jogos nem participar de promoções, e isso não poderá ser desfeito. Você ainda poderá entrar para sacar o seu saldo.`
      : t`Você será desconectado em todos os aparelhos e abas. Até ${until(exclusionEndsAt)}, não poderá depositar, abrir jogos nem participar de promoções, e isso não poderá ser encurtado. Você ainda poderá entrar para sacar o seu saldo.`;

  return (
    <div className={styles.root}>
      {pause ? (
        <section className={styles.inForce} role="status" aria-labelledby="pause-in-force">
          <h2 id="pause-in-force" className={styles.inForceTitle}>
            {pause.kind === 'break'
              ? pause.endsAt === null
                ? t`Você está em pausa.`
                : t`Você está em pausa até ${until(pause.endsAt)}.`
              : pause.endsAt === null
                ? t`Você está autoexcluído por tempo indeterminado.`
                : t`Você está autoexcluído até ${until(pause.endsAt)}.`}
          </h2>
          <p className={styles.detail}>
            {t`Até lá, não é possível depositar, abrir jogos nem participar de promoções. Você pode entrar, sacar o seu saldo e ver os seus registros. Uma pausa em vigor não pode ser encurtada.`}
          </p>
        </section>
      ) : null}

      {excluded ? null : (
        <section className={styles.section} aria-labelledby="take-a-break">
          <h2 id="take-a-break" className={styles.title}>
            {t`Fazer uma pausa`}
          </h2>
          <p className={styles.detail}>
            {t`Durante a pausa você pode entrar, sacar e ver os seus registros, mas não pode depositar, abrir jogos nem participar de promoções. Nada encurta uma pausa.`}
          </p>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onTakeBreak();
            }}
            className={styles.form}
          >
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>{t`Duração da pausa`}</legend>
              {BREAK_LENGTHS.map((length) => (
                <label key={length} className={styles.choice}>
                  <input
                    className={styles.input}
                    type="radio"
                    name="break-length"
                    value={length}
                    checked={breakLength === length}
                    disabled={sending}
                    onChange={() => onBreakLengthChange(length)}
                  />
                  <bdi className={styles.option}>{breakLabel[length]}</bdi>
                </label>
              ))}
            </fieldset>
            {breakError ? <FormMessage message={breakError} /> : null}
            <div className={styles.actions}>
              <Button
                type="submit"
                disabled={breakLength === null || (sending && busy !== 'break')}
                pending={busy === 'break'}
              >
                {t`Fazer uma pausa`}
              </Button>
            </div>
          </form>
        </section>
      )}

      <section className={styles.section} aria-labelledby="self-exclusion">
        <h2 id="self-exclusion" className={styles.title}>
          {t`Autoexclusão`}
        </h2>
        <p className={styles.detail}>
          {t`Para se afastar por mais tempo: você será desconectado em todos os aparelhos e não poderá depositar, jogar nem participar de promoções até o fim do prazo. O saque do saldo continua disponível.`}
        </p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onAskExclusion();
          }}
          className={styles.form}
        >
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t`Duração da autoexclusão`}</legend>
            {EXCLUSION_LENGTHS.map((length) => (
              <label key={length} className={styles.choice}>
                <input
                  className={styles.input}
                  type="radio"
                  name="exclusion-length"
                  value={length}
                  checked={exclusionLength === length}
                  disabled={sending}
                  onChange={() => onExclusionLengthChange(length)}
                />
                <bdi className={styles.option}>{exclusionLabel[length]}</bdi>
              </label>
            ))}
          </fieldset>
          {exclusionError ? <FormMessage message={exclusionError} /> : null}
          <div className={styles.actions}>
            <Button type="submit" tone="critical" disabled={exclusionLength === null || sending}>
              {t`Autoexcluir-me`}
            </Button>
          </div>
        </form>
      </section>

      <ConfirmDialog
        open={confirmingExclusion}
        title={
          exclusionLength === null
            ? t`Autoexcluir-me?`
            : t`Autoexcluir-me: ${exclusionLabel[exclusionLength]}?`
        }
        message={exclusionMeaning}
        confirmLabel={t`Sim, autoexcluir-me`}
        tone="critical"
        pending={busy === 'exclusion'}
        onConfirm={onConfirmExclusion}
        onCancel={onCancelExclusion}
      />
    </div>
  );
}

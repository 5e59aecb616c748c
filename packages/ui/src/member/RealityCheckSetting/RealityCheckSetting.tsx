import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { nativeSelect } from '../../forms/nativeSelect.css.ts';
import * as styles from './RealityCheckSetting.css.ts';

/** The intervals offered, in minutes (issue 26 item 4: 15 to 120). */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;

export interface RealityCheckSettingProps {
  /** The interval in force, in minutes. */
  minutes: number;
  onChange: (minutes: number) => void;
  /** `saving` while sent; `saved` once the gateway kept it; `failed` when it refused; `local` when this site's gateway
   * keeps no interval (it applies in this browser for the session only). */
  status?: 'idle' | 'saving' | 'saved' | 'failed' | 'local';
}

/** The reality check's interval in the limits centre (issue 26 item 4): how often the session reminder opens. */
export function RealityCheckSetting({ minutes, onChange, status = 'idle' }: RealityCheckSettingProps) {
  const { t } = useLingui();
  const titleId = useId();
  const selectId = useId();
  const noteId = useId();
  const choices: number[] = REALITY_CHECK_CHOICES.includes(minutes as (typeof REALITY_CHECK_CHOICES)[number])
    ? [...REALITY_CHECK_CHOICES]
    : [...REALITY_CHECK_CHOICES, minutes].sort((a, b) => a - b);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Trans>Lembrete de sessão</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>
          Enquanto você joga, um lembrete mostra há quanto tempo a sessão começou, quanto você apostou e
          ganhou, e pergunta se quer continuar.
        </Trans>
      </p>
      <div className={styles.row}>
        <label htmlFor={selectId}>
          <Trans>Mostrar o lembrete a cada</Trans>
        </label>
        <select
          id={selectId}
          className={nativeSelect}
          value={minutes}
          disabled={status === 'saving'}
          aria-describedby={status === 'idle' ? undefined : noteId}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {t`${choice} min`}
            </option>
          ))}
        </select>
      </div>
      <p id={noteId} className={status === 'failed' ? styles.failed : styles.note} role="status">
        {status === 'idle' ? null : status === 'saving' ? (
          <Trans>Salvando…</Trans>
        ) : status === 'saved' ? (
          <Plural value={minutes} one="Salvo: a cada # minuto." other="Salvo: a cada # minutos." />
        ) : status === 'failed' ? (
          <Trans>Não foi possível salvar. Tente novamente.</Trans>
        ) : (
          <Trans>Este site não guarda o intervalo: ele vale neste navegador até você sair da conta.</Trans>
        )}
      </p>
    </section>
  );
}

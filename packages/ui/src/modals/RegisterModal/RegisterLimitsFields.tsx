import { useLingui } from '@lingui/react/macro';
import {
  LIMIT_PERIODS,
  type LimitPeriod,
  REGISTRATION_LIMIT_PERIODS,
  type RegisterErrorField,
  type RegisterValues,
  type RegistrationLimitField,
} from '@sorte/domain';
import { useId } from 'react';
import type { FieldMessage } from '../../forms/fieldMessage.ts';
import { TextField } from '../../forms/index.ts';
import { nativeSelect } from '../../forms/nativeSelect.css.ts';
import * as styles from './RegisterModal.css.ts';

export interface RegisterLimitsFieldsProps {
  values: RegisterValues;
  errors: Partial<Record<RegisterErrorField, FieldMessage>>;
  onChange: (field: RegistrationLimitField, value: string) => void;
  inputRef: (name: RegisterErrorField) => (element: HTMLInputElement | null) => void;
}

/**
 * Issue 26 item 2 under Brazil's rules: the loss limit and the playing-time limit every new account starts with,
 * each with its period (a month of losses and a day of play unless the player picks another).
 */
export function RegisterLimitsFields({ values, errors, onChange, inputRef }: RegisterLimitsFieldsProps) {
  const { t } = useLingui();
  const id = useId();
  const periodNames: Record<LimitPeriod, string> = {
    day: t`por dia`,
    week: t`por semana`,
    month: t`por mês`,
  };
  const periodSelect = (field: 'lossLimitPeriod' | 'timeLimitPeriod', label: string) => (
    <select
      className={nativeSelect}
      aria-label={label}
      value={values[field] ?? REGISTRATION_LIMIT_PERIODS[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
    >
      {LIMIT_PERIODS.map((period) => (
        <option key={period} value={period}>
          {periodNames[period]}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className={styles.limits} aria-describedby={`${id}-intro`}>
      <legend className={styles.limitsLegend}>{t`Seus limites de jogo`}</legend>
      <p id={`${id}-intro`} className={styles.limitsIntro}>
        {t`Obrigatórios no Brasil: sem eles não é possível depositar nem jogar. Você pode baixá-los quando quiser; um aumento leva 24 horas.`}
      </p>
      <TextField
        ref={inputRef('lossLimit')}
        name="lossLimit"
        label={t`Limite de perda`}
        required
        inputMode="decimal"
        autoComplete="off"
        value={values.lossLimit ?? ''}
        error={errors.lossLimit}
        onChange={(event) => onChange('lossLimit', event.currentTarget.value)}
        after={periodSelect('lossLimitPeriod', t`Período do limite de perda`)}
      />
      <TextField
        ref={inputRef('timeLimit')}
        name="timeLimit"
        label={t`Limite de tempo de jogo (minutos)`}
        required
        inputMode="numeric"
        autoComplete="off"
        value={values.timeLimit ?? ''}
        error={errors.timeLimit}
        onChange={(event) => onChange('timeLimit', event.currentTarget.value)}
        after={periodSelect('timeLimitPeriod', t`Período do limite de tempo de jogo`)}
      />
    </fieldset>
  );
}

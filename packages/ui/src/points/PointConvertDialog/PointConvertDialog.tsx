import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  convertProblem,
  convertProblemMessage,
  maxConvertiblePoints,
  type PointConversionRule,
  parsePointsInput,
  pointsToMoney,
  withdrawPasswordRequiredMessage,
} from '@sorte/domain';
import { useRef, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import {
  type FieldMessage,
  FormMessage,
  PasswordField,
  TextField,
  useFocusFirstInvalid,
} from '../../forms/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import * as styles from '../PointRedeemDialog/PointRedeemDialog.css.ts';
import * as own from './PointConvertDialog.css.ts';

export interface PointConvertValues {
  /** As typed, so a failed call never changes it. */
  points: string;
  withdrawPassword: string;
}

/** A valid conversion, as the dialog sends it. */
export interface PointConvertRequest {
  points: number;
  withdrawPassword: string;
}

export interface PointConvertDialogProps {
  open: boolean;
  onClose: () => void;
  /** The player's points before the conversion. */
  points: number;
  /** The point config's minimum, step and rate. */
  rule: PointConversionRule;
  values: PointConvertValues;
  onChange: (values: PointConvertValues) => void;
  formatAmount: (amount: number) => string;
  /** The gateway's refusal of the withdraw password, under the field. */
  passwordError?: FieldMessage;
  /** Any other refusal or failure, above the submit button. */
  formError?: FieldMessage;
  submitting: boolean;
  /** Never called while a conversion is in flight, nor with an invalid form. */
  onSubmit: (request: PointConvertRequest) => void;
  /** Set once the conversion went through: the money credited to the main wallet. */
  done?: { amount: number } | null;
}

type Field = 'points' | 'withdrawPassword';
const FIELD_ORDER: readonly Field[] = ['points', 'withdrawPassword'];

/**
 * Points to main-wallet balance (passwordCheck/MCS2_convertPoint) behind the withdraw password, within the point
 * config's minimum and step, with the money it is worth before it is sent.
 */
export function PointConvertDialog({
  open,
  onClose,
  points,
  rule,
  values,
  onChange,
  formatAmount,
  passwordError,
  formError,
  submitting,
  onSubmit,
  done = null,
}: PointConvertDialogProps) {
  const { t, i18n } = useLingui();
  const [checked, setChecked] = useState(false);
  const pointsRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const problem = convertProblem(values.points, rule, points);
  const parsed = parsePointsInput(values.points);
  const pointsMessage = checked && problem ? convertProblemMessage(problem, rule) : undefined;
  const passwordMessage: FieldMessage | undefined =
    checked && values.withdrawPassword === '' ? withdrawPasswordRequiredMessage : passwordError;
  const handleSubmit = useFocusFirstInvalid({
    order: FIELD_ORDER,
    errors: { points: pointsMessage, withdrawPassword: passwordMessage },
    submitting,
    refs: { points: pointsRef, withdrawPassword: passwordRef },
  });

  const most = maxConvertiblePoints(points, rule);
  const worth = formatAmount(problem === null && parsed !== null ? pointsToMoney(parsed, rule) : 0);
  const stepText = i18n.number(rule.step);
  const unitText = formatAmount(1);
  const balanceText = i18n.number(points);
  const close = () => {
    setChecked(false);
    onClose();
  };

  const submit = () => {
    setChecked(true);
    if (problem === null && parsed !== null && values.withdrawPassword !== '')
      onSubmit({ points: parsed, withdrawPassword: values.withdrawPassword });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={done ? t`Pontos convertidos` : t`Converter pontos em saldo`}
      size="small"
      phoneLayout="sheet"
      initialFocus={() => pointsRef.current}
    >
      {done ? (
        <div className={styles.done} role="status">
          <p className={styles.doneText}>
            <Trans>
              <strong>{formatAmount(done.amount)}</strong> foram creditados na sua carteira principal.
            </Trans>
          </p>
          <Button onClick={close}>{t`Concluir`}</Button>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
          <dl className={styles.summary}>
            <dt className={styles.term}>{t`Seus pontos`}</dt>
            <dd className={styles.value}>
              <bdi>{balanceText}</bdi>
            </dd>
            <dt className={styles.term}>{t`Taxa`}</dt>
            <dd className={styles.value}>
              <bdi>{t`${plural(rule.pointsPerUnit, { one: `# ponto = ${unitText}`, other: `# pontos = ${unitText}` })}`}</bdi>
            </dd>
            <dt className={styles.term}>{t`Mínimo`}</dt>
            <dd className={styles.value}>
              <bdi>{t`${plural(rule.min, { one: `# ponto, em múltiplos de ${stepText}`, other: `# pontos, em múltiplos de ${stepText}` })}`}</bdi>
            </dd>
            <dt className={styles.term}>{t`Você recebe`}</dt>
            <dd className={styles.value}>
              <output aria-live="polite">
                <bdi>{worth}</bdi>
              </output>
            </dd>
          </dl>
          <fieldset className={own.fields} disabled={submitting}>
            <TextField
              ref={pointsRef}
              label={t`Pontos a converter`}
              required
              inputMode="numeric"
              autoComplete="off"
              value={values.points}
              onChange={(event) => onChange({ ...values, points: event.target.value })}
              error={pointsMessage}
              after={
                <Button
                  tone="secondary"
                  disabled={most === 0}
                  onClick={() => onChange({ ...values, points: String(most) })}
                >
                  {t`Máximo`}
                </Button>
              }
            />
            <PasswordField
              ref={passwordRef}
              label={t`Senha de saque`}
              name="withdrawPassword"
              required
              value={values.withdrawPassword}
              onChange={(event) => onChange({ ...values, withdrawPassword: event.currentTarget.value })}
              error={passwordMessage}
            />
          </fieldset>
          <div className={styles.submit}>
            {formError !== undefined ? <FormMessage message={formError} /> : null}
            <Button type="submit" block pending={submitting}>
              {t`Converter`}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

import { useLingui } from '@lingui/react/macro';
import {
  maskEmail,
  maskMobile,
  withdrawPasswordProblemMessage,
  withdrawPasswordProblems,
} from '@sorte/domain';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type FieldMessage, FormMessage, PasswordField, useFocusFirstInvalid } from '../../forms/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import * as styles from './SecurityCentre.css.ts';

export interface WithdrawPasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface SecurityCentreProps {
  status: LoadStatus;
  failure?: FailureKind;
  onRetry: () => void;
  /** The bound contacts as the gateway sends them; the page shows them masked. */
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  /** Set: the form changes it (old one asked); not set: the form sets one. */
  hasWithdrawPassword: boolean;
  /** Opens the change-password popup (the site's one form for it). */
  onChangePassword: () => void;
  /** Kept by the parent, so a failed call loses nothing. */
  values: WithdrawPasswordValues;
  onChange: (values: WithdrawPasswordValues) => void;
  submitting: boolean;
  /** The gateway refused the current withdraw password: under its field. */
  oldPasswordError?: FieldMessage;
  /** Any other refusal or failure, above the button. */
  formError?: FieldMessage;
  /**
   * Never called while saving, nor with an invalid form. Not given: this site does not set the withdraw password
   * here (the section keeps its heading, its note and `formError`, without the form).
   */
  onSubmit?: (values: WithdrawPasswordValues) => void;
  /** The withdraw password was just saved. */
  saved: boolean;
  /** The avatar chooser (AvatarPicker), shown in its own section when given. */
  avatar?: ReactNode;
  /** Further sections (each its own `<section>`, e.g. two-step verification), after the bound contacts. */
  children?: ReactNode;
}

type Field = keyof WithdrawPasswordValues;
const FIELD_ORDER: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/** Member centre securityCenter: avatar, login password, withdraw password (set or change), bound mobile and e-mail. */
export function SecurityCentre({
  status,
  failure,
  onRetry,
  mobileNum,
  countryDialingCode,
  email,
  hasWithdrawPassword,
  onChangePassword,
  values,
  onChange,
  submitting,
  oldPasswordError,
  formError,
  onSubmit,
  saved,
  avatar,
  children,
}: SecurityCentreProps) {
  const { t } = useLingui();
  const [checked, setChecked] = useState(false);
  const refs = {
    oldPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const problems = withdrawPasswordProblems({ hasWithdrawPassword, ...values });
  const errorOf = (field: Field): FieldMessage | undefined => {
    const problem = checked ? problems[field] : undefined;
    if (problem) return withdrawPasswordProblemMessage(problem);
    return field === 'oldPassword' ? oldPasswordError : undefined;
  };
  const errors = {
    oldPassword: errorOf('oldPassword'),
    newPassword: errorOf('newPassword'),
    confirmPassword: errorOf('confirmPassword'),
  };
  const handleSubmit = useFocusFirstInvalid({ order: FIELD_ORDER, errors, submitting, refs });

  if (status === 'loading') return <div aria-busy="true" className={styles.root} />;
  if (status === 'error')
    return (
      <GridNotice
        kind="error"
        message={t`Não foi possível carregar sua segurança.`}
        failure={failure}
        onRetry={onRetry}
      />
    );

  const submit = () => {
    setChecked(true);
    if (Object.keys(problems).length === 0) onSubmit?.(values);
  };
  const change = (field: Field, value: string) => onChange({ ...values, [field]: value });

  return (
    <div className={styles.root}>
      {avatar ? (
        <section className={styles.section} aria-labelledby="security-avatar">
          <h2 id="security-avatar" className={styles.heading}>
            {t`Avatar`}
          </h2>
          {avatar}
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="security-login">
        <h2 id="security-login" className={styles.heading}>
          {t`Senha de login`}
        </h2>
        <div className={styles.row}>
          <Button tone="secondary" onClick={onChangePassword}>
            {t`Alterar senha`}
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="security-withdraw">
        <h2 id="security-withdraw" className={styles.heading}>
          {!onSubmit
            ? t`Senha de saque`
            : hasWithdrawPassword
              ? t`Alterar senha de saque`
              : t`Criar senha de saque`}
        </h2>
        <p
          className={styles.note}
        >{t`A senha de saque protege saques, transferências e conversões de pontos.`}</p>
        {onSubmit ? (
          <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="security-withdraw">
            <fieldset className={styles.fields} disabled={submitting}>
              {hasWithdrawPassword ? (
                <PasswordField
                  ref={refs.oldPassword}
                  label={t`Senha de saque atual`}
                  required
                  inputMode="numeric"
                  autoComplete="current-password"
                  value={values.oldPassword}
                  onChange={(event) => change('oldPassword', event.currentTarget.value)}
                  error={errors.oldPassword}
                />
              ) : null}
              <PasswordField
                ref={refs.newPassword}
                label={t`Nova senha de saque`}
                required
                inputMode="numeric"
                autoComplete="new-password"
                value={values.newPassword}
                onChange={(event) => change('newPassword', event.currentTarget.value)}
                error={errors.newPassword}
                hint={t`6 dígitos.`}
              />
              <PasswordField
                ref={refs.confirmPassword}
                label={t`Confirmar senha de saque`}
                required
                inputMode="numeric"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={(event) => change('confirmPassword', event.currentTarget.value)}
                error={errors.confirmPassword}
              />
              {formError !== undefined ? <FormMessage message={formError} /> : null}
              {saved ? <FormMessage tone="info" message={t`Senha de saque salva.`} /> : null}
              <Button type="submit" pending={submitting}>
                {t`Salvar senha de saque`}
              </Button>
            </fieldset>
          </form>
        ) : (
          <>
            {formError !== undefined ? <FormMessage message={formError} /> : null}
            <p
              className={styles.note}
            >{t`Para criar ou alterar a senha de saque, fale com o atendimento.`}</p>
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="security-contacts">
        <h2 id="security-contacts" className={styles.heading}>
          {t`Contatos vinculados`}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t`Celular`}</dt>
          <dd className={styles.value}>
            <bdi>{mobileNum ? maskMobile(mobileNum, countryDialingCode) : t`Não vinculado`}</bdi>
          </dd>
          <dt className={styles.term}>{t`E-mail`}</dt>
          <dd className={styles.value}>
            <bdi>{email ? maskEmail(email) : t`Não vinculado`}</bdi>
          </dd>
        </dl>
      </section>
      {children}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisterErrorField, RegisterField, RegisterFieldSpec, RegisterValues } from '@sorte/domain';
import { useRef } from 'react';
import { type AccountFormProps, AccountSubmit } from '../../account/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import { useFormFocus } from '../../forms/index.ts';
import { RegisterModalFields } from '../../modals/RegisterModal/index.ts';
import * as styles from './DownlineRegisterForm.css.ts';

export interface DownlineRegisterFormProps extends AccountFormProps<RegisterValues, RegisterErrorField> {
  /** The downline form's fields, from domain `downlineRegisterLayout(settings).fields`. */
  fields: readonly RegisterFieldSpec[];
  onChange: (field: RegisterField, value: string) => void;
  /** The account just registered (says so above the emptied form); null before any. */
  registered: string | null;
}

/**
 * §2 registerCenter: the agent registers a player as a downline with the register settings' fields and rules. A
 * refusal keeps everything typed; a success names the new account and empties the form for the next one.
 */
export function DownlineRegisterForm({
  fields,
  values,
  errors,
  formError,
  submitting,
  onSubmit,
  onChange,
  registered,
}: DownlineRegisterFormProps) {
  const { t } = useLingui();
  const inputs = useRef(new Map<RegisterErrorField, HTMLInputElement>());
  const inputRef = (name: RegisterErrorField) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(name, element);
    else inputs.current.delete(name);
  };
  const order = fields.map((field) => field.name);
  const refs = Object.fromEntries(
    order.map((name) => [
      name,
      {
        get current() {
          return inputs.current.get(name) ?? null;
        },
      },
    ]),
  );
  const { handleSubmit } = useFormFocus(order, refs, { values, errors, submitting });

  return (
    <form className={styles.form} noValidate autoComplete="off" onSubmit={handleSubmit(onSubmit)}>
      <p role="status" className={registered ? styles.success : styles.quiet}>
        {registered ? (
          <>
            <Icon name="check" size="small" />
            <span>
              <Trans>
                Conta <bdi>{registered}</bdi> cadastrada na sua equipe.
              </Trans>
            </span>
          </>
        ) : null}
      </p>
      <RegisterModalFields
        fields={fields}
        values={values}
        errors={errors}
        onChange={onChange}
        inputRef={inputRef}
        countryDialingCodes={[]}
      />
      <AccountSubmit label={t`Cadastrar subordinado`} submitting={submitting} formError={formError} />
    </form>
  );
}

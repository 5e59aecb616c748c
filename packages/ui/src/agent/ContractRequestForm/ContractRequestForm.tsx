import { useLingui } from '@lingui/react/macro';
import {
  CONTRACT_TERM_FIELDS,
  type ContractKind,
  type ContractMember,
  type ContractTerms,
  type ContractTermsDraft,
  checkContractTerms,
  contractFieldKind,
} from '@sorte/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { type FieldMessage, FormMessage, TextField } from '../../forms/index.ts';
import { CONTRACT_FIELD_LABELS, CONTRACT_KIND_LABELS } from '../contracts/contractLabels.ts';
import * as styles from '../contracts/contracts.css.ts';

export interface ContractRequestValues {
  downlineId: string;
  kind: ContractKind;
  /** The terms as typed, kept exactly as typed when a call fails. */
  draft: ContractTermsDraft;
}

export interface ContractRequestFormProps {
  /** The agent's direct downlines, to choose from. */
  downlines: readonly ContractMember[];
  /** The kinds the platform has enabled (§3 Consolidated flags). */
  kinds: readonly ContractKind[];
  values: ContractRequestValues;
  onChange: (values: ContractRequestValues) => void;
  submitting: boolean;
  /** The gateway's refusal, above the buttons. */
  error?: FieldMessage;
  /** Valid terms for a chosen downline: the app checks the §4 rate rule, then sends. */
  onSubmit: (request: { downlineId: string; terms: ContractTerms }) => void;
}

/** §4 A new contract request: a downline, a kind and the §3 terms of that kind. */
export function ContractRequestForm({
  downlines,
  kinds,
  values,
  onChange,
  submitting,
  error,
  onSubmit,
}: ContractRequestFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const check = checkContractTerms(values.kind, values.draft);
  const downlineMissing = values.downlineId === '';
  const problems = checked && !check.ok ? check.problems : {};

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setChecked(true);
    if (check.ok && !downlineMissing) onSubmit({ downlineId: values.downlineId, terms: check.terms });
    else setFocusRequest((n) => n + 1);
  };

  return (
    <form ref={formRef} className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 className={styles.heading} id={`${id}-title`}>
        {t`Novo pedido de contrato`}
      </h3>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-downline`}>
            {t`Subordinado`}
          </label>
          <select
            id={`${id}-downline`}
            className={styles.control}
            value={values.downlineId}
            aria-invalid={checked && downlineMissing ? true : undefined}
            aria-describedby={checked && downlineMissing ? `${id}-downline-error` : undefined}
            onChange={(event) => onChange({ ...values, downlineId: event.target.value })}
          >
            <option value="">{t`Escolha um subordinado`}</option>
            {downlines.map((downline) => (
              <option key={downline.id} value={downline.id}>
                {downline.account}
              </option>
            ))}
          </select>
          {checked && downlineMissing ? (
            <FormMessage id={`${id}-downline-error`} message={t`Escolha um subordinado`} />
          ) : null}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-kind`}>
            {t`Tipo de contrato`}
          </label>
          <select
            id={`${id}-kind`}
            className={styles.control}
            value={values.kind}
            onChange={(event) => onChange({ ...values, kind: event.target.value as ContractKind, draft: {} })}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(CONTRACT_KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className={`${styles.fields} ${styles.bareFieldset}`}>
        <legend className={styles.label}>{t`Termos`}</legend>
        {CONTRACT_TERM_FIELDS[values.kind].map((field) => {
          const kind = contractFieldKind(field);
          return (
            <TextField
              key={`${values.kind}-${field}`}
              label={i18n._(CONTRACT_FIELD_LABELS[field])}
              required
              inputMode={kind === 'members' ? 'numeric' : 'decimal'}
              autoComplete="off"
              dir="ltr"
              endAdornment={kind === 'rate' ? '%' : undefined}
              value={values.draft[field] ?? ''}
              error={problems[field]}
              onChange={(event) =>
                onChange({ ...values, draft: { ...values.draft, [field]: event.target.value } })
              }
            />
          );
        })}
      </fieldset>
      {error ? <FormMessage message={error} /> : null}
      <div className={styles.formFooter}>
        <Button type="submit" pending={submitting}>
          {t`Enviar pedido`}
        </Button>
      </div>
    </form>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type FieldMessage, FormMessage } from '../../forms/index.ts';
import { MemberAvatar } from '../../layout/MemberAvatar/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import * as styles from './AvatarPicker.css.ts';

export interface AvatarOption {
  id: string;
  url: string;
}

export interface AvatarPickerProps {
  status: LoadStatus;
  failure?: FailureKind;
  onRetry: () => void;
  /** The member icon options (§7); each falls back to the default avatar when its image fails (§8). */
  options: readonly AvatarOption[];
  /** The option marked, kept by the parent (the saved one until the member picks another). */
  selectedId?: string;
  onSelect: (id: string) => void;
  /** Never called while saving or without a marked option. */
  onSave: (id: string) => void;
  saving: boolean;
  saved: boolean;
  error?: FieldMessage;
}

/** Security centre: the member chooses an avatar among the member icon options. */
export function AvatarPicker({
  status,
  failure,
  onRetry,
  options,
  selectedId,
  onSelect,
  onSave,
  saving,
  saved,
  error,
}: AvatarPickerProps) {
  const { t } = useLingui();
  if (status === 'loading') return <div className={styles.loading} aria-busy="true" />;
  if (status === 'error')
    return (
      <GridNotice
        kind="error"
        message={t`Não foi possível carregar os avatares.`}
        failure={failure}
        onRetry={onRetry}
      />
    );
  if (options.length === 0) return <p>{t`Nenhum avatar disponível.`}</p>;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Avatar`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving && selectedId !== undefined) onSave(selectedId);
      }}
    >
      <fieldset className={styles.options} disabled={saving}>
        <legend className={styles.legend}>{t`Escolha seu avatar`}</legend>
        {options.map((option, index) => (
          <label key={option.id} className={styles.choice}>
            <input
              className={styles.input}
              type="radio"
              name="avatar"
              value={option.id}
              checked={option.id === selectedId}
              onChange={() => onSelect(option.id)}
              aria-label={t`Avatar ${index + 1}`}
            />
            <span className={styles.option}>
              <MemberAvatar src={option.url} size="large" />
            </span>
          </label>
        ))}
      </fieldset>
      {error !== undefined ? <FormMessage message={error} /> : null}
      {saved ? <FormMessage tone="info" message={t`Avatar salvo.`} /> : null}
      <Button type="submit" pending={saving} disabled={selectedId === undefined}>
        {t`Salvar avatar`}
      </Button>
    </form>
  );
}

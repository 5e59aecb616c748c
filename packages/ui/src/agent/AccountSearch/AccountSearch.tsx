import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { TextField } from '../../forms/index.ts';
import * as styles from './AccountSearch.css.ts';

export interface AccountSearchProps {
  /** The account searched for now ('' for the whole team). */
  value: string;
  onSearch: (account: string) => void;
}

/** Narrows a team report to the members whose account contains the typed text; clearing shows the whole team. */
export function AccountSearch({ value, onSearch }: AccountSearchProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The search can change from outside (back, forward, a shared link): the field follows it.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search aria-label={t`Buscar membro`}>
      <form className={styles.root} onSubmit={submit}>
        <TextField
          label={t`Conta do membro`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
        />
        <div className={styles.actions}>
          <Button type="submit">{t`Buscar`}</Button>
          {value ? (
            <Button type="button" tone="secondary" onClick={() => onSearch('')}>
              {t`Limpar`}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

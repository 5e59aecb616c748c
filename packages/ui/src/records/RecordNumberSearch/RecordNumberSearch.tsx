import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import * as shared from '../records.css.ts';
import * as styles from './RecordNumberSearch.css.ts';

/** What a search by number found among the records it looked through. */
export interface RecordNumberSearchResult {
  number: string;
  found: number;
  /** Records looked through (those of the period loaded so far). */
  searched: number;
  /** The period holds more records than were loaded: scrolling the list loads them. */
  more: boolean;
}

export interface RecordNumberSearchProps {
  /** The field's label ("Número da aposta", "Número da transação"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: (number: string) => void;
  onClear: () => void;
  result: RecordNumberSearchResult | null;
  /** The matching records (a table), under the outcome. */
  children?: ReactNode;
}

/** A record list's search by a bet's or a transaction's number (issue 23 item 6): the field, the outcome, the matches. */
export function RecordNumberSearch({
  label,
  value,
  onChange,
  onSearch,
  onClear,
  result,
  children,
}: RecordNumberSearchProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = value.trim();
    if (number) onSearch(number);
  };
  const searched = result ? i18n.number(result.searched) : '';
  const outcome = !result
    ? null
    : result.found > 0
      ? t`${i18n.number(result.found)} registro(s) com o número ${result.number}`
      : result.more
        ? t`Nenhum registro com o número ${result.number} entre os ${searched} carregados deste período. Role a lista para carregar mais ou mude o período.`
        : t`Nenhum registro com o número ${result.number} neste período.`;
  return (
    <search className={styles.root}>
      <form onSubmit={submit} noValidate>
        <div className={styles.row}>
          <div className={`${shared.field} ${styles.input}`}>
            <label htmlFor={`${id}-number`} className={shared.label}>
              {label}
            </label>
            <input
              id={`${id}-number`}
              type="search"
              dir="auto"
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              className={shared.control}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          </div>
          <Button type="submit" tone="primary">
            {t`Buscar`}
          </Button>
          {result ? (
            <Button type="button" tone="secondary" onClick={onClear}>
              {t`Limpar busca`}
            </Button>
          ) : null}
        </div>
      </form>
      <p className={styles.outcome} role="status">
        {outcome}
      </p>
      {result && result.found > 0 ? children : null}
    </search>
  );
}

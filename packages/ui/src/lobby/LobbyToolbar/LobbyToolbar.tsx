import { useLingui } from '@lingui/react/macro';
import {
  ALL_VENDORS,
  allMessage,
  type ClassifyOption,
  favouritesMessage,
  hotMessage,
  LOBBY_FILTERS,
  type LobbyFilter,
  MAX_SEARCH_LENGTH,
  recentMessage,
  type VendorCardModel,
} from '@sorte/domain';
import { type FormEvent, useId, useRef } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import { useMessageText } from '../../forms/fieldMessage.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './LobbyToolbar.css.ts';

export interface LobbyToolbarProps {
  filter: LobbyFilter;
  onFilterChange: (filter: LobbyFilter) => void;
  /** The category's vendors; no vendor menu when empty. "All" is added here. */
  vendors: readonly Pick<VendorCardModel, 'vassalage' | 'name'>[];
  /** 'ALL' or a vassalage. */
  vendor: string;
  onVendorChange: (vassalage: string) => void;
  /** The domain's `classifyOptions(category, vendor, gameClassify)`; no classify menu when empty. */
  classifyOptions: readonly ClassifyOption[];
  /** 'ALL' or a class code. */
  classify: string;
  onClassifyChange: (classify: string) => void;
  /** The search box as typed (the caller trims it before searching). */
  searchValue: string;
  onSearchValueChange: (value: string) => void;
  /** Enter, the search button, or clearing the box ('' ). */
  onSearch: (value: string) => void;
}

const FILTER_LABELS = { ALL: allMessage, HOT: hotMessage, RECENT: recentMessage, FAV: favouritesMessage };

/** §2 Game lobby controls: filter, vendor and classify menus, and the name search (only under All). */
export function LobbyToolbar({
  filter,
  onFilterChange,
  vendors,
  vendor,
  onVendorChange,
  classifyOptions,
  classify,
  onClassifyChange,
  searchValue,
  onSearchValueChange,
  onSearch,
}: LobbyToolbarProps) {
  const { t, i18n } = useLingui();
  const text = useMessageText();
  const vendorOptions = [
    { value: ALL_VENDORS, label: i18n._(allMessage) },
    ...vendors.map((entry) => ({ value: entry.vassalage, label: entry.name })),
  ];
  return (
    <div className={styles.root}>
      <div className={styles.topRow}>
        <fieldset className={styles.segmented}>
          <legend className={visuallyHidden}>{t`Filtro de jogos`}</legend>
          {LOBBY_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.segment}
              aria-pressed={value === filter}
              onClick={() => onFilterChange(value)}
            >
              {i18n._(FILTER_LABELS[value])}
            </button>
          ))}
        </fieldset>
        {filter === 'ALL' ? (
          <SearchBox value={searchValue} onValueChange={onSearchValueChange} onSearch={onSearch} />
        ) : null}
      </div>
      {vendors.length > 0 ? (
        <ChipGroup label={t`Fornecedor`} options={vendorOptions} value={vendor} onChange={onVendorChange} />
      ) : null}
      {classifyOptions.length > 0 ? (
        <ChipGroup
          label={t`Tipo de jogo`}
          options={classifyOptions.map((option) => ({ value: option.value, label: text(option.label) }))}
          value={classify}
          onChange={onClassifyChange}
        />
      ) : null}
    </div>
  );
}

function SearchBox({
  value,
  onValueChange,
  onSearch,
}: {
  value: string;
  onValueChange: (value: string) => void;
  onSearch: (value: string) => void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not yet exposed as a landmark everywhere
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {t`Buscar jogo pelo nome`}
      </label>
      <div className={styles.searchField}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.searchInput}
          type="search"
          dir="auto"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t`Nome do jogo`}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {value !== '' ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t`Limpar busca`}
            onClick={() => {
              onValueChange('');
              onSearch('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size="small" />
          </button>
        ) : null}
      </div>
      <Button type="submit" tone="secondary">
        {t`Buscar`}
      </Button>
    </form>
  );
}

interface ChipOption {
  value: string;
  label: string;
}

/** A labelled row of toggle buttons; one is pressed. Scrolls sideways on phones, wraps on wider screens. */
function ChipGroup({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly ChipOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className={styles.chipRow}>
      <legend className={visuallyHidden}>{label}</legend>
      <span className={styles.chipLabel} aria-hidden="true">
        {label}
      </span>
      <div className={styles.chips}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.chip}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

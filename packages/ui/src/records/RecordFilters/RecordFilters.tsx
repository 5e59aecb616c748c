import { useLingui } from '@lingui/react/macro';
import {
  customRangeMessage,
  customRangeProblem,
  type DateRange,
  type IsoDate,
  type OpeningPeriod,
  openingPeriodOf,
  openingPeriodParam,
  PERIOD_OFFSETS,
  periodChoiceMessages,
  RECENT_DAYS,
  RECORD_PERIODS,
  type RecordFilter,
} from '@sorte/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import * as shared from '../records.css.ts';
import * as styles from './RecordFilters.css.ts';

/** An optional filter of a record list (type, status, game category): its label and choices. */
export interface RecordFilterSelect {
  key: 'type' | 'status' | 'gameCategory';
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface RecordFiltersProps {
  value: RecordFilter;
  /** Today in the platform's time zone: the custom range's latest day. */
  today: IsoDate;
  /** The dates the list shows, said under the filter (a period's name alone does not say which days). */
  range?: DateRange;
  onChange: (filter: RecordFilter) => void;
  selects?: readonly RecordFilterSelect[];
  disabled?: boolean;
}

const CUSTOM = 'custom';
const OPENING_CHOICES: readonly OpeningPeriod[] = [
  ...RECENT_DAYS.map((days): OpeningPeriod => ({ kind: 'recent', days })),
  ...RECORD_PERIODS.flatMap((period) =>
    PERIOD_OFFSETS.map((offset): OpeningPeriod => ({ kind: 'period', period, offset })),
  ),
];
const PERIOD_CHOICES = OPENING_CHOICES.map((choice) => ({
  value: openingPeriodParam(choice),
  label:
    periodChoiceMessages[
      choice.kind === 'recent'
        ? (`LAST${choice.days}` as const)
        : (`${choice.period}-${choice.offset}` as const)
    ],
}));

/** A calendar date as the language writes it (the date is a day, not an instant: read in UTC). */
function dayText(date: IsoDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
}

/**
 * A record list's filter: a §4 period (this one or the one before) or a custom range of dates, checked before it
 * applies (start before end, not in the future, at most 92 days), and the list's own selects ("all" first).
 */
export function RecordFilters({
  value,
  today,
  range,
  onChange,
  selects = [],
  disabled = false,
}: RecordFiltersProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const current = value.period;
  const [customOpen, setCustomOpen] = useState(current.kind === 'custom');
  const [draft, setDraft] = useState(
    current.kind === 'custom' ? current.range : { start: today, end: today },
  );
  const [problem, setProblem] = useState<ReturnType<typeof customRangeProblem>>(null);
  // The filter can change from outside (back, forward, a shared link): the custom range follows it.
  const periodKey =
    current.kind === 'custom' ? `${current.range.start}/${current.range.end}` : openingPeriodParam(current);
  const [seenPeriod, setSeenPeriod] = useState(periodKey);
  if (seenPeriod !== periodKey) {
    setSeenPeriod(periodKey);
    setCustomOpen(current.kind === 'custom');
    if (current.kind === 'custom') setDraft(current.range);
    setProblem(null);
  }
  const selected = customOpen || current.kind === 'custom' ? CUSTOM : openingPeriodParam(current);
  const shown = range
    ? range.start === range.end
      ? dayText(range.start, i18n.locale)
      : t`${dayText(range.start, i18n.locale)} a ${dayText(range.end, i18n.locale)}`
    : null;

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(draft, today);
    setProblem(found);
    if (found === null) onChange({ ...value, period: { kind: 'custom', range: draft } });
  };

  return (
    <form className={styles.root} onSubmit={applyCustom} aria-label={t`Filtros`} noValidate>
      <div className={styles.fields}>
        <div className={shared.field}>
          <label htmlFor={`${id}-period`} className={shared.label}>
            {t`Período`}
          </label>
          <select
            id={`${id}-period`}
            className={shared.control}
            value={selected}
            aria-describedby={shown ? `${id}-shown` : undefined}
            disabled={disabled}
            onChange={(event) => {
              const choice = event.target.value === CUSTOM ? null : openingPeriodOf(event.target.value);
              setProblem(null);
              if (choice === null) setCustomOpen(true);
              else {
                setCustomOpen(false);
                onChange({ ...value, period: choice });
              }
            }}
          >
            {PERIOD_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {i18n._(choice.label)}
              </option>
            ))}
            <option value={CUSTOM}>{t`Personalizado`}</option>
          </select>
          {shown ? (
            <p id={`${id}-shown`} className={styles.shown}>
              <bdi>{shown}</bdi>
            </p>
          ) : null}
        </div>
        {selects.map((select) => (
          <div key={select.key} className={shared.field}>
            <label htmlFor={`${id}-${select.key}`} className={shared.label}>
              {select.label}
            </label>
            <select
              id={`${id}-${select.key}`}
              className={shared.control}
              value={value[select.key] ?? ''}
              disabled={disabled}
              onChange={(event) => {
                const next: RecordFilter = { ...value };
                if (event.target.value) next[select.key] = event.target.value;
                else delete next[select.key];
                onChange(next);
              }}
            >
              <option value="">{t`Todos`}</option>
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {customOpen ? (
        <fieldset className={styles.custom} disabled={disabled}>
          <legend className={shared.label}>{t`Intervalo personalizado`}</legend>
          <div className={styles.dates}>
            <div className={shared.field}>
              <label htmlFor={`${id}-start`} className={shared.label}>
                {t`De`}
              </label>
              <input
                id={`${id}-start`}
                type="date"
                className={shared.control}
                value={draft.start}
                max={today}
                aria-invalid={problem !== null || undefined}
                aria-describedby={problem ? `${id}-range-error` : undefined}
                onChange={(event) => setDraft({ ...draft, start: event.target.value })}
              />
            </div>
            <div className={shared.field}>
              <label htmlFor={`${id}-end`} className={shared.label}>
                {t`Até`}
              </label>
              <input
                id={`${id}-end`}
                type="date"
                className={shared.control}
                value={draft.end}
                max={today}
                aria-invalid={problem !== null || undefined}
                aria-describedby={problem ? `${id}-range-error` : undefined}
                onChange={(event) => setDraft({ ...draft, end: event.target.value })}
              />
            </div>
            <Button type="submit" tone="primary">
              {t`Aplicar`}
            </Button>
          </div>
          {problem ? (
            <p id={`${id}-range-error`} className={shared.error} role="alert">
              <Icon name="critical" size="small" />
              <span>{i18n._(customRangeMessage(problem))}</span>
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </form>
  );
}

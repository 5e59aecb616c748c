import { Trans, useLingui } from '@lingui/react/macro';
import {
  type CustomRangeProblem,
  customRangeMessage,
  customRangeProblem,
  type DateRange,
  datePartLetterMessages,
  formatTypedDate,
  type IsoDate,
  type OpeningPeriod,
  openingPeriodOf,
  openingPeriodParam,
  PERIOD_OFFSETS,
  periodChoiceMessages,
  RECENT_DAYS,
  RECORD_PERIODS,
  type RecordFilter,
  readTypedDate,
  typedDatePlaceholder,
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

type RangeEnd = 'start' | 'end';

/** The custom range's problem and the fields it is about. */
interface RangeProblem {
  problem: CustomRangeProblem;
  fields: readonly RangeEnd[];
}

/** A typed custom range read in `locale`'s date format and checked against `today`, or its problem. */
function readCustomRange(
  typed: Record<RangeEnd, string>,
  locale: string,
  today: IsoDate,
): { range: DateRange } | RangeProblem {
  const ends: readonly RangeEnd[] = ['start', 'end'];
  const empty = ends.filter((end) => typed[end].trim() === '');
  if (empty.length > 0) return { problem: 'missing', fields: empty };
  const start = readTypedDate(typed.start, locale);
  const end = readTypedDate(typed.end, locale);
  if (start === null || end === null) {
    return { problem: 'invalid', fields: ends.filter((_, index) => [start, end][index] === null) };
  }
  const problem = customRangeProblem({ start, end }, today);
  return problem === null ? { range: { start, end } } : { problem, fields: ends };
}

/**
 * A record list's filter: a §4 period (this one or the one before) or a custom range of dates, checked before it
 * applies (start before end, not in the future, at most 92 days), and the list's own selects ("all" first). The range's
 * dates are typed in the page language's format (issue 23 defect 10: a browser date field wrote the browser's).
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
  const locale = i18n.locale;
  const typedRange = (range: DateRange) => ({
    start: formatTypedDate(range.start, locale),
    end: formatTypedDate(range.end, locale),
  });
  const [draft, setDraft] = useState(() =>
    typedRange(current.kind === 'custom' ? current.range : { start: today, end: today }),
  );
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  // The filter can change from outside (back, forward, a shared link): the custom range follows it.
  const periodKey =
    current.kind === 'custom' ? `${current.range.start}/${current.range.end}` : openingPeriodParam(current);
  const [seenPeriod, setSeenPeriod] = useState(periodKey);
  if (seenPeriod !== periodKey) {
    setSeenPeriod(periodKey);
    setCustomOpen(current.kind === 'custom');
    if (current.kind === 'custom') setDraft(typedRange(current.range));
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
    const read = readCustomRange(draft, locale, today);
    if ('range' in read) {
      setProblem(null);
      onChange({ ...value, period: { kind: 'custom', range: read.range } });
    } else setProblem(read);
  };
  // Each part isolated, so right-to-left letters ('يوم') keep the left-to-right order of the digits typed under them.
  const isolated = (letters: string) => `\u2068${letters}\u2069`;
  const placeholder = typedDatePlaceholder(locale, {
    day: isolated(i18n._(datePartLetterMessages.day)),
    month: isolated(i18n._(datePartLetterMessages.month)),
    year: isolated(i18n._(datePartLetterMessages.year)),
  });
  const dateField = (end: RangeEnd, label: string) => {
    const invalid = problem?.fields.includes(end) ?? false;
    return (
      <div className={shared.field}>
        <label htmlFor={`${id}-${end}`} className={shared.label}>
          {label}
        </label>
        <input
          id={`${id}-${end}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          className={shared.control}
          value={draft[end]}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-pattern ${id}-range-error` : `${id}-pattern`}
          onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
        />
      </div>
    );
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
          <p id={`${id}-pattern`} className={styles.shown}>
            <Trans>
              Formato: <bdi dir="ltr">{placeholder}</bdi>
            </Trans>
          </p>
          <div className={styles.dates}>
            {dateField('start', t`De`)}
            {dateField('end', t`Até`)}
            <Button type="submit" tone="primary">
              {t`Aplicar`}
            </Button>
          </div>
          {problem ? (
            <p id={`${id}-range-error`} className={shared.error} role="alert">
              <Icon name="critical" size="small" />
              <span>{i18n._(customRangeMessage(problem.problem))}</span>
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </form>
  );
}

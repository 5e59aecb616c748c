import {
  type CsvCell,
  csvDialectFor,
  TEAM_FIGURES,
  type TeamFigure,
  type TeamFigures,
  type TeamOverview,
  toCsv,
} from '@sorte/domain';

export interface TeamOverviewCsvText {
  figures: Record<TeamFigure, string>;
  figure: string;
  period: string;
  previous: string;
  day: string;
  validBets: string;
  income: string;
}

/**
 * The overview as a spreadsheet reads it (issue 23 items 6 and 7): each figure of the period beside the period before
 * (empty while unknown), then, after a blank line, each day's valid bets and income; in the dialect of `locale`.
 */
export function teamOverviewCsv(
  overview: TeamOverview,
  previous: TeamFigures | undefined,
  text: TeamOverviewCsvText,
  locale: string,
): string {
  const rows: CsvCell[][] = [
    ...TEAM_FIGURES.map((figure) => [text.figures[figure], overview.figures[figure], previous?.[figure]]),
    [],
    [text.day, text.validBets, text.income],
    ...overview.days.map((day) => [day.date, day.validBets, day.income]),
  ];
  return toCsv([text.figure, text.period, text.previous], rows, csvDialectFor(locale));
}

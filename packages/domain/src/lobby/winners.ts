import { WINNER_BOARD_FIXED_TOP, WINNER_BOARD_LIMIT } from '../constants.ts';

/** §3 Winner entry (ODSFE2_getWinnerBoard value.list). */
export interface WinnerEntryLike {
  customerName?: string | null;
  winAmount?: number | string | null;
  gameName?: string | null;
}

export interface WinnerRow {
  /** 1-based rank after sorting. */
  rank: number;
  /** The masked player name ({@link maskPlayerName}). */
  player: string;
  gameName: string;
  winAmount: number;
}

export interface WinnerBoard {
  /** §9: the top 3, shown fixed. */
  fixed: WinnerRow[];
  /** The rest (ranks 4…20), shown scrolling. */
  scrolling: WinnerRow[];
}

const MASK = '***';

let graphemes: Intl.Segmenter | null | undefined;

/** Printable ASCII: each character is a grapheme of its own. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function characters(text: string): string[] {
  // Most names are plain ASCII, which needs no segmenter: building the first one loads the runtime's break data
  // (a long task on a slow phone while the home page fills in).
  if (PRINTABLE_ASCII.test(text)) return text.split('');
  // Grapheme clusters where the runtime can (emoji, combining marks), code points otherwise. One segmenter
  // for every name: building one is far slower than segmenting a short name.
  if (graphemes === undefined) {
    const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
    graphemes = Segmenter ? new Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  if (graphemes) return Array.from(graphemes.segment(text), (s) => s.segment);
  return Array.from(text);
}

/**
 * How players expect a winner's name on a public board: the first and the last character kept and the middle
 * replaced by exactly three asterisks, so neither the name nor its length shows ('jogador01' → 'j***1').
 * Two characters keep the first ('ab' → 'a***'); one character or an empty name gives '***'. A name that
 * already holds an asterisk was masked by the server and is kept as it is. Whitespace at the ends is ignored.
 */
export function maskPlayerName(name: string | null | undefined): string {
  if (typeof name !== 'string') return MASK;
  const text = name.trim();
  if (text.includes('*')) return text;
  const chars = characters(text);
  if (chars.length <= 1) return MASK;
  if (chars.length === 2) return `${chars[0]}${MASK}`;
  return `${chars[0]}${MASK}${chars[chars.length - 1]}`;
}

function amountOf(entry: WinnerEntryLike): number | null {
  const raw = entry.winAmount;
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * §3, §9 winner board: sorted by winAmount descending (ties keep the gateway's order), entries without a usable
 * amount left out, at most 20; the top 3 are fixed and the rest scrolls.
 */
export function winnerBoard(
  entries: readonly WinnerEntryLike[] | null | undefined,
  options: { limit?: number; fixedTop?: number } = {},
): WinnerBoard {
  const limit = options.limit ?? WINNER_BOARD_LIMIT;
  const fixedTop = options.fixedTop ?? WINNER_BOARD_FIXED_TOP;
  const rows = (Array.isArray(entries) ? entries : [])
    .flatMap((entry, order) => {
      if (entry == null) return [];
      const winAmount = amountOf(entry);
      return winAmount === null ? [] : [{ entry, winAmount, order }];
    })
    .sort((a, b) => b.winAmount - a.winAmount || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map(
      ({ entry, winAmount }, index): WinnerRow => ({
        rank: index + 1,
        player: maskPlayerName(entry.customerName),
        gameName: typeof entry.gameName === 'string' ? entry.gameName.trim() : '',
        winAmount,
      }),
    );
  return { fixed: rows.slice(0, fixedTop), scrolling: rows.slice(fixedTop) };
}

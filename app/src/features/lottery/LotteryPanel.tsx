import { PRIZE_MODES, type PrizeMode, parseLotteryGameCode } from '@sorte/domain';
import type { LotteryGame } from '@sorte/gateway';
import {
  LotteryDrawHistory,
  LotteryDrawList,
  type LotteryGameItem,
  LotteryLobby,
  RecentLotteries,
} from '@sorte/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { formatLocaleAtom } from '../../i18n/formats.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { type LotteryPagePath, lotteryPages, paths } from '../../paths.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { drawHistoryQuery, lotteryMenuQuery, openedDrawsQuery, recentLotteriesQuery } from './api.ts';

const CLOCK_MS = 1000;

/**
 * Spec §2 lottery pages (login required, gameCode query): the menus by prize mode, the player's recent
 * lotteries, the latest opened draws and the selected game's history; playing opens the game page, which
 * launches the lottery with the §7 parameters.
 */
export function LotteryPanel() {
  const locale = useAtomValue(formatLocaleAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const calls = useAtomValue(lobbyCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const page = lotteryPages[pathname as LotteryPagePath] ?? lotteryPages[paths.lottery[0]!];
  const requestedMode = search.get('prizeMode')?.toUpperCase();
  const prizeMode = (PRIZE_MODES as readonly string[]).includes(requestedMode ?? '')
    ? (requestedMode as PrizeMode)
    : page.prizeMode;
  const gameCode = parseLotteryGameCode(search.get('gameCode'));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  const menu = useQuery(lotteryMenuQuery(calls, prizeMode));
  const recent = useQuery(recentLotteriesQuery(calls, token));
  const opened = useQuery(openedDrawsQuery(calls, prizeMode));
  const history = useQuery({ ...drawHistoryQuery(calls, gameCode ?? ''), enabled: gameCode !== null });
  const games: LotteryGame[] = menu.data ?? [];
  const selected = games.find((game) => game.gameCode === gameCode);
  const failureOf = (query: UseQueryResult) => (query.isError ? failureKind(query.error) : undefined);

  const open = (code: string | null, name: string) => {
    const query = new URLSearchParams({ prizeMode, back: `${pathname}?${search}` });
    if (code) query.set('gameCode', code);
    if (name) query.set('name', name);
    void navigate(`${page.gamePage}?${query}`);
  };
  // A recent lottery may belong to another prize mode than the open menu: its link opens that mode's menu.
  const hrefFor = (game: LotteryGameItem) => {
    const gameMode = game.prizeMode?.toUpperCase() ?? '';
    const mode = (PRIZE_MODES as readonly string[]).includes(gameMode) ? gameMode : prizeMode;
    return `${pathname}?${new URLSearchParams({ prizeMode: mode, gameCode: game.gameCode })}`;
  };

  return (
    <>
      <RecentLotteries
        games={recent.data ?? []}
        selectedGameCode={gameCode}
        hrefFor={hrefFor}
        onSelect={(game, event) => {
          event.preventDefault();
          void navigate(hrefFor(game));
        }}
      />
      <LotteryLobby
        prizeMode={prizeMode}
        onPrizeModeChange={(mode) => setSearch({ prizeMode: mode }, { preventScrollReset: true })}
        status={loadStatusOf(menu)}
        games={games}
        selectedGameCode={gameCode}
        now={now}
        locale={locale}
        onPlay={(game) => open(game.gameCode, game.gameName)}
        onOpenLobby={() => open(null, '')}
        failure={failureOf(menu)}
        onRetry={() => void menu.refetch()}
      />
      {gameCode ? (
        <LotteryDrawHistory
          gameName={selected?.gameName ?? gameCode}
          draws={history.data ?? []}
          status={loadStatusOf(history)}
          locale={locale}
          failure={failureOf(history)}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      <LotteryDrawList
        draws={opened.data ?? []}
        status={loadStatusOf(opened)}
        locale={locale}
        failure={failureOf(opened)}
        onRetry={() => void opened.refetch()}
      />
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { PRIZE_MODES, type PrizeMode, remainingSeconds } from '@sorte/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { TabsBar } from '../../forms/TabsBar/index.ts';
import type { FailureKind } from '../../lobby/GridNotice/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { formatCountdown, formatDrawInterval } from '../format.ts';
import { LotteryIcon } from '../LotteryIcon/index.ts';
import { LotteryNotice } from '../LotteryNotice/index.ts';
import { usePrizeModeLabels } from '../prizeModeLabels.ts';
import { skeleton } from '../skeleton.css.ts';
import type { LotteryGameItem } from '../types.ts';
import * as styles from './LotteryLobby.css.ts';

export interface LotteryLobbyProps {
  prizeMode: PrizeMode;
  onPrizeModeChange: (prizeMode: PrizeMode) => void;
  /** The selected prize mode's menu. */
  status: LoadStatus;
  games: readonly LotteryGameItem[];
  /** The page's gameCode query: that game's card is highlighted. */
  selectedGameCode?: string | null;
  /** Epoch ms, ticked by the app: the countdowns to each game's next close. */
  now: number;
  /** BCP 47 tag for numbers and units. */
  locale: string;
  onPlay: (game: LotteryGameItem) => void;
  onOpenLobby: () => void;
  /** How the load failed (status 'error'): its spec §8 text is shown. */
  failure?: FailureKind;
  onRetry: () => void;
  /** A game launch is under way: its button shows a spinner and the others wait. */
  launchingGameCode?: string | null;
  /** The lottery lobby launch is under way. */
  openingLobby?: boolean;
}

interface GameGroup {
  name: string | undefined;
  games: LotteryGameItem[];
}

function groupByName(games: readonly LotteryGameItem[]): GameGroup[] {
  const groups = new Map<string | undefined, GameGroup>();
  for (const game of games) {
    const name = game.groupName?.trim() || undefined;
    const group = groups.get(name) ?? { name, games: [] };
    group.games.push(game);
    groups.set(name, group);
  }
  return [...groups.values()];
}

const SKELETON_CARDS = 6;

/**
 * The lottery page's body (spec §2 /lottery, §7 Lottery): the prize-mode tabs, the selected mode's games grouped
 * by menu group with their next-close countdowns, a Play button per game and the lottery lobby launch.
 */
export function LotteryLobby({
  prizeMode,
  onPrizeModeChange,
  status,
  games,
  selectedGameCode,
  now,
  locale,
  onPlay,
  onOpenLobby,
  failure,
  onRetry,
  launchingGameCode,
  openingLobby = false,
}: LotteryLobbyProps) {
  const { t } = useLingui();
  const labels = usePrizeModeLabels();
  const titleId = useId();

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          <Trans>Loteria</Trans>
        </h1>
        <Button tone="secondary" onClick={onOpenLobby} pending={openingLobby}>
          <Trans>Abrir lobby da loteria</Trans>
        </Button>
      </header>
      <TabsBar
        label={t`Modalidades de loteria`}
        value={prizeMode}
        onValueChange={onPrizeModeChange}
        items={PRIZE_MODES.map((mode) => ({ value: mode, label: labels[mode] }))}
      >
        <TabsBar.Panel value={prizeMode}>
          {status === 'loading' ? (
            <LoadingGames />
          ) : status === 'error' ? (
            <LotteryNotice
              kind="error"
              message={t`Não foi possível carregar as loterias.`}
              failure={failure}
              onRetry={onRetry}
            />
          ) : games.length === 0 ? (
            <LotteryNotice kind="empty" message={t`Nenhuma loteria nesta modalidade por enquanto.`} />
          ) : (
            <div className={styles.groups}>
              {groupByName(games).map((group) => (
                <GameGroupSection
                  key={group.name ?? ''}
                  group={group}
                  selectedGameCode={selectedGameCode}
                  now={now}
                  locale={locale}
                  onPlay={onPlay}
                  launchingGameCode={launchingGameCode}
                />
              ))}
            </div>
          )}
        </TabsBar.Panel>
      </TabsBar>
    </section>
  );
}

function LoadingGames() {
  const { t } = useLingui();
  return (
    <div aria-busy="true">
      <p role="status" className={visuallyHidden}>
        {t`Carregando loterias…`}
      </p>
      <span className={`${skeleton} ${styles.skeletonHeading}`} aria-hidden="true" />
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.card}>
            <div className={styles.cardHead}>
              <span className={`${skeleton} ${styles.skeletonIcon}`} />
              <span className={styles.cardText}>
                <span className={`${skeleton} ${styles.skeletonLine}`} />
                <span className={`${skeleton} ${styles.skeletonShortLine}`} />
              </span>
            </div>
            <span className={`${skeleton} ${styles.skeletonButton}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface GameGroupSectionProps {
  group: GameGroup;
  selectedGameCode: string | null | undefined;
  now: number;
  locale: string;
  onPlay: (game: LotteryGameItem) => void;
  launchingGameCode: string | null | undefined;
}

function GameGroupSection({
  group,
  selectedGameCode,
  now,
  locale,
  onPlay,
  launchingGameCode,
}: GameGroupSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.name ?? t`Outras loterias`}
      </h2>
      <ul className={styles.grid}>
        {group.games.map((game) => (
          <LotteryGameCard
            key={game.gameCode}
            game={game}
            selected={game.gameCode === selectedGameCode}
            now={now}
            locale={locale}
            onPlay={onPlay}
            launching={launchingGameCode === game.gameCode}
            waiting={launchingGameCode != null && launchingGameCode !== game.gameCode}
          />
        ))}
      </ul>
    </section>
  );
}

interface LotteryGameCardProps {
  game: LotteryGameItem;
  selected: boolean;
  now: number;
  locale: string;
  onPlay: (game: LotteryGameItem) => void;
  launching: boolean;
  waiting: boolean;
}

function LotteryGameCard({ game, selected, now, locale, onPlay, launching, waiting }: LotteryGameCardProps) {
  const { t } = useLingui();
  const interval =
    game.drawIntervalMinutes === undefined ? null : formatDrawInterval(game.drawIntervalMinutes, locale);
  return (
    <li className={selected ? styles.selectedCard : styles.card} aria-current={selected ? 'true' : undefined}>
      <div className={styles.cardHead}>
        <LotteryIcon src={game.iconUrl} name={game.gameName} />
        <div className={styles.cardText}>
          <h3 className={styles.gameName} dir="auto">
            {game.gameName}
          </h3>
          {interval ? <p className={styles.meta}>{t`Sorteio a cada ${interval}`}</p> : null}
          {selected ? (
            <span className={styles.selectedBadge}>
              <Trans>Selecionada</Trans>
            </span>
          ) : null}
        </div>
      </div>
      {game.nextCloseTime === undefined ? null : (
        <NextClose closeTime={game.nextCloseTime} now={now} locale={locale} />
      )}
      <div className={styles.play}>
        <Button
          size="small"
          block
          tone={selected ? 'primary' : 'secondary'}
          onClick={() => onPlay(game)}
          pending={launching}
          disabled={waiting}
        >
          <Trans>Jogar</Trans>
          <span className={visuallyHidden}> {game.gameName}</span>
        </Button>
      </div>
    </li>
  );
}

function NextClose({ closeTime, now, locale }: { closeTime: number; now: number; locale: string }) {
  const seconds = remainingSeconds(closeTime, now);
  if (seconds === 0) {
    return (
      <p className={styles.countdown}>
        <Trans>Aguardando o sorteio</Trans>
      </p>
    );
  }
  const left = formatCountdown(closeTime, now, locale);
  return (
    <p className={styles.countdown}>
      <Trans>
        Encerra em{' '}
        <time role="timer" dir="ltr" dateTime={`PT${seconds}S`} className={styles.timer} data-volatile="">
          {left}
        </time>
      </Trans>
    </p>
  );
}

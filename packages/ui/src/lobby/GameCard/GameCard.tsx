import { useLingui } from '@lingui/react/macro';
import type { GameCardModel } from '@sorte/domain';
import { memo, useId, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import * as styles from './GameCard.css.ts';

/** What a card reports; the game's id is passed so one stable handler serves every card. */
export interface GameCardEvents {
  onPlay: (gameId: string) => void;
  /** Only offered when the model's `freeTrial` is true. */
  onTrial: (gameId: string) => void;
  /** `favourite` is the wanted state: true adds, false removes. */
  onToggleFavourite: (gameId: string, favourite: boolean) => void;
}

export interface GameCardProps extends GameCardEvents {
  /** The domain's `gameCard(game, session)`. */
  game: GameCardModel;
  /** A favourite change of this game is on its way: the heart ignores presses. */
  favouritePending?: boolean;
  /** The level of the game name's heading (3 inside a titled section). */
  headingLevel?: 2 | 3 | 4;
}

const IMAGE_SIZE = 200;

function GameCardView({
  game,
  favouritePending = false,
  headingLevel = 3,
  onPlay,
  onTrial,
  onToggleFavourite,
}: GameCardProps) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.media}>
        <GameImage src={game.image} />
        {game.hot ? (
          <span className={styles.hotBadge}>
            <FlameIcon />
            {t`Popular`}
          </span>
        ) : null}
        <button
          type="button"
          className={styles.heart}
          aria-label={t`Favorito`}
          aria-describedby={nameId}
          aria-pressed={game.favourite}
          aria-disabled={favouritePending || undefined}
          aria-busy={favouritePending || undefined}
          onClick={() => {
            if (!favouritePending) onToggleFavourite(game.id, !game.favourite);
          }}
        >
          <HeartIcon filled={game.favourite} />
        </button>
      </div>
      <Heading id={nameId} className={styles.name} title={game.name} dir="auto">
        {game.name}
      </Heading>
      <p className={styles.rtp}>
        {game.rtp === null
          ? t`RTP indisponível`
          : t`RTP ${i18n.number(game.rtp / 100, { style: 'percent', maximumFractionDigits: 2 })}`}
      </p>
      <div className={styles.actions}>
        <Button size="small" block aria-describedby={nameId} onClick={() => onPlay(game.id)}>
          {t`Jogar agora`}
        </Button>
        {game.freeTrial ? (
          <Button
            size="small"
            tone="secondary"
            block
            aria-describedby={nameId}
            onClick={() => onTrial(game.id)}
          >
            {t`Teste grátis`}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

/** The game's artwork, or the default game icon when there is none or it fails to load. */
function GameImage({ src }: { src: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null || src === failedSrc) {
    return (
      <span className={styles.fallback} data-testid="game-fallback">
        <GameIcon />
      </span>
    );
  }
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}

function GameIcon() {
  return (
    <svg
      className={styles.fallbackIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 8h10a5 5 0 0 1 4.9 6l-.6 3a2.5 2.5 0 0 1-4.3 1.2L15 16H9l-2 2.2A2.5 2.5 0 0 1 2.7 17l-.6-3A5 5 0 0 1 7 8Z" />
      <path d="M7 11v3M5.5 12.5h3M15.5 12h.01M17.5 13.5h.01" />
    </svg>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.heartIcon}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-8-4.8-8-10.8A4.7 4.7 0 0 1 12 7a4.7 4.7 0 0 1 8 2.7c0 6-8 10.8-8 10.8Z" />
    </svg>
  );
}

function FlameIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2c1 4 5 5.5 5 11a5 5 0 0 1-10 0c0-2.5 1.2-4 2.5-5-.2 2 .8 3.2 2 3.5C11 9 10.5 5 12 2Z" />
    </svg>
  );
}

function sameCard(previous: GameCardProps, next: GameCardProps): boolean {
  const a = previous.game;
  const b = next.game;
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.image === b.image &&
    a.hot === b.hot &&
    a.rtp === b.rtp &&
    a.freeTrial === b.freeTrial &&
    a.favourite === b.favourite &&
    previous.favouritePending === next.favouritePending &&
    previous.headingLevel === next.headingLevel &&
    previous.onPlay === next.onPlay &&
    previous.onTrial === next.onTrial &&
    previous.onToggleFavourite === next.onToggleFavourite
  );
}

/**
 * §2 Game card: hot badge, artwork, Play now, Free trial (when the model allows it), name and favourite heart; the
 * return to player under the name (issue 26 item 6), or "RTP indisponível".
 * Memoised by the model's values, so a list rebuilt with equal models does not re-render its cards.
 */
export const GameCard = memo(GameCardView, sameCard);

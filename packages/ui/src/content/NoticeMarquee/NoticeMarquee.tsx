import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { inlineVars } from '../../theme/inlineVars.ts';
import { htmlToText } from '../SafeHtml/index.ts';
import { useReducedMotion } from '../useReducedMotion.ts';
import * as styles from './NoticeMarquee.css.ts';

export interface NoticeItem {
  id: string | number;
  title: string;
  /** HTML from the gateway: shown here as plain text, in the notice modal through SafeHtml. */
  content: string;
  timestamp?: number | null;
}

export interface NoticeMarqueeProps {
  notices: readonly NoticeItem[];
  /** The player stopped the scrolling with the pause control (WCAG 2.2.2). */
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  /** A notice was chosen: the app opens the notice modal on it. */
  onOpen: (notice: NoticeItem) => void;
  /** Overrides the user's prefers-reduced-motion setting. */
  reducedMotion?: boolean;
}

// The lap lasts 0.12 s per character (a comfortable reading speed), never less than 20 s.
const SECONDS_PER_CHARACTER = 0.12;
const MIN_LAP_SECONDS = 20;

/** A text's sentences: split after the closing punctuation of Latin, Arabic-script and CJK texts. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?\u061f\u06d4\u3002\uff01\uff1f])\s+/u).filter((sentence) => sentence !== '');
}

/**
 * The home notice strip: popular notices scrolling in one line (paused by its button, on hover and on focus),
 * a static list under reduced motion. Its height is fixed, so it never shifts the page.
 */
export function NoticeMarquee({
  notices,
  paused,
  onPausedChange,
  onOpen,
  reducedMotion,
}: NoticeMarqueeProps) {
  const { t } = useLingui();
  const reduced = useReducedMotion(reducedMotion);
  if (notices.length === 0) return null;
  const items = notices.map((notice) => ({ notice, text: htmlToText(notice.content) }));
  const characters = items.reduce((sum, item) => sum + item.notice.title.length + item.text.length, 0);
  const lap = `${Math.max(MIN_LAP_SECONDS, Math.round(characters * SECONDS_PER_CHARACTER))}s`;
  const moving = !reduced;

  const list = (copy: boolean) => (
    <ul className={styles.list} aria-hidden={copy || undefined} inert={copy || undefined}>
      {items.map(({ notice, text }) => (
        <li key={notice.id} className={styles.item}>
          {/* Each notice reads in its title's direction, whatever the page's; its sentences follow one another so. */}
          <button type="button" className={styles.notice} dir="auto" onClick={() => onOpen(notice)}>
            <span className={styles.title}>{notice.title}</span>
            <span>
              {sentencesOf(text).map((sentence, index) => (
                // Each sentence takes its own direction, so its full stop stays at its end in any layout.
                // biome-ignore lint/suspicious/noArrayIndexKey: the sentences of one text, in order
                <Fragment key={index}>
                  {index > 0 ? ' ' : null}
                  <span dir="auto">{sentence}</span>
                </Fragment>
              ))}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.root} aria-label={t`Avisos`}>
      <span className={styles.icon}>
        <Icon name="megaphone" size="inline" />
      </span>
      <div className={styles.viewport}>
        <div
          className={moving ? styles.track.moving : styles.track.still}
          data-paused={paused || undefined}
          style={inlineVars({ [styles.lapDuration]: lap })}
        >
          {list(false)}
          {moving ? list(true) : null}
        </div>
      </div>
      {moving ? (
        <button
          type="button"
          className={styles.control}
          aria-label={paused ? t`Retomar a rolagem dos avisos` : t`Pausar a rolagem dos avisos`}
          onClick={() => onPausedChange(!paused)}
        >
          <Icon name={paused ? 'play' : 'pause'} size="inline" />
        </button>
      ) : null}
    </section>
  );
}

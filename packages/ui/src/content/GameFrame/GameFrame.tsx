import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { button } from '../../components/Button/Button.css.ts';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import { fullPageArt as art, FullPageState } from '../../pages/FullPageState/index.ts';
import * as styles from './GameFrame.css.ts';

export interface GameFrameProps {
  /** The game's name: the page heading and the frame's title. */
  title: string;
  /** The launch URL, from an allowlisted host (the app checks it); null while launching or after a refusal. */
  src: string | null;
  status: LoadStatus;
  /** Why the game did not open (a gateway message); a general text when omitted. */
  errorMessage?: string;
  /**
   * What the player must do before the game can open (set the limits Brazil's rules make mandatory): shown instead of
   * a retry, which could not help.
   */
  errorAction?: { label: string; href: string };
  renderLink?: RenderShellLink;
  /** The frame finished loading: the app sets the status to ready. */
  onFrameLoad: () => void;
  onBack: () => void;
  /** Reload the game (the app relaunches it, or remounts the frame). */
  onReload: () => void;
  /** The element to put in full screen is given, so the app can call requestFullscreen on it. */
  onFullscreen: (element: HTMLElement) => void;
  /** Bumped by the app to remount the frame on reload. */
  frameKey?: string | number;
}

// What a game provider's page needs: its own scripts and storage, forms, and popups (cashier, rules) that may
// leave the sandbox. No top navigation: a game cannot take over the site.
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The game pages' body (/lottert, /vnlottery, /sealottery, /seamless): a toolbar and the game in a frame. */
export function GameFrame({
  title,
  src,
  status,
  errorMessage,
  errorAction,
  renderLink,
  onFrameLoad,
  onBack,
  onReload,
  onFullscreen,
  frameKey,
}: GameFrameProps) {
  const { t } = useLingui();
  const stage = useRef<HTMLDivElement>(null);
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.tool} onClick={onBack}>
          <Icon name="arrowBack" size="inline" />
          <span className={styles.toolLabel}>
            <Trans>Voltar</Trans>
          </span>
        </button>
        <h1 className={styles.title} dir="auto">
          {title}
        </h1>
        <button
          type="button"
          className={styles.tool}
          onClick={onReload}
          disabled={status === 'loading' && src === null}
        >
          <Icon name="refresh" size="inline" />
          <span className={styles.toolLabel}>
            <Trans>Recarregar</Trans>
          </span>
        </button>
        <button
          type="button"
          className={styles.tool}
          disabled={status !== 'ready'}
          onClick={() => {
            if (stage.current) onFullscreen(stage.current);
          }}
        >
          <Icon name="fullscreen" size="inline" />
          <span className={styles.toolLabel}>
            <Trans>Tela cheia</Trans>
          </span>
        </button>
      </div>
      <div ref={stage} className={styles.stage}>
        {status === 'error' ? (
          <FullPageState
            illustration={<UnpluggedArt />}
            title={t`Não foi possível abrir o jogo`}
            actions={
              <>
                <Button tone="secondary" onClick={onBack}>
                  <Trans>Voltar</Trans>
                </Button>
                {errorAction ? (
                  <ShellLink
                    item={{ id: 'errorAction', ...errorAction }}
                    renderLink={renderLink}
                    className={button({ tone: 'primary' })}
                  />
                ) : (
                  <Button onClick={onReload}>
                    <Trans>Tentar novamente</Trans>
                  </Button>
                )}
              </>
            }
          >
            <p>{errorMessage ?? t`O jogo recusou a conexão ou demorou demais para responder.`}</p>
          </FullPageState>
        ) : (
          <>
            {src ? (
              <iframe
                key={frameKey}
                className={styles.frame}
                src={src}
                title={title}
                allow="fullscreen; autoplay"
                allowFullScreen
                sandbox={SANDBOX}
                referrerPolicy="strict-origin-when-cross-origin"
                onLoad={onFrameLoad}
              />
            ) : null}
            {status === 'loading' ? (
              <div className={styles.loading}>
                <Spinner size="large" label={t`Carregando o jogo…`} />
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function UnpluggedArt() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle className={art.backdrop} cx="80" cy="62" r="52" />
      <rect className={art.surfaceRaised} x="36" y="36" width="88" height="56" rx="8" strokeWidth="2" />
      <rect
        className={art.critical}
        x="76"
        y="46"
        width="8"
        height="36"
        rx="4"
        transform="rotate(45 80 64)"
      />
      <rect
        className={art.critical}
        x="76"
        y="46"
        width="8"
        height="36"
        rx="4"
        transform="rotate(-45 80 64)"
      />
      <circle className={art.highlight} cx="130" cy="30" r="4" />
      <circle className={art.accent} cx="32" cy="96" r="3" />
    </svg>
  );
}

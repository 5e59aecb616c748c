import { type MoneyEvent, reconnectDelay } from '@sorte/domain';

/** The part of a WebSocket this client uses (the browser's, or a test's fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface MoneySocketOptions {
  url: string;
  token: string;
  /** The first message after opening (tokens stay out of URLs and logs). */
  authMessage: (token: string) => string;
  /** Reads one message (already JSON-parsed) as a §4 notification, or null for anything else. */
  readEvent: (message: unknown) => MoneyEvent | null;
  onEvent: (event: MoneyEvent) => void;
  /** Reads the server's answer to the auth message: false is a refusal (the socket closes for good). */
  readAuthAnswer?: (message: unknown) => boolean | null;
  /** Reads a message that ends the session for good (a self-exclusion on another device): the socket closes. */
  readSessionEnd?: (message: unknown) => boolean;
  onSessionEnd?: () => void;
  /** After a reconnection: events may have been missed, so balances and open transactions are read again. */
  onReconnected: () => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  schedule?: (run: () => void, ms: number) => () => void;
}

const OPEN = 1;
/** A socket that stays open this long has recovered: the next loss starts the backoff from the beginning. */
const STABLE_CONNECTION_MS = 10_000;

/**
 * §2 socket-event listener, §6 (members only): one connection for the session, authenticated by its first message,
 * reconnecting with exponential backoff and jitter after any loss until `close()` (logout).
 */
export function connectMoneyEvents(options: MoneySocketOptions): { close: () => void } {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const random = options.random ?? Math.random;
  const schedule =
    options.schedule ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  let closed = false;
  let attempt = 0;
  let opened = false;
  let socket: SocketLike | null = null;
  let cancelPending: () => void = () => undefined;

  const open = () => {
    if (closed) return;
    const current = createSocket(options.url);
    socket = current;
    let lost = false;
    let cancelStable: () => void = () => undefined;
    current.addEventListener('open', () => {
      current.send(options.authMessage(options.token));
      if (opened) options.onReconnected();
      opened = true;
      cancelStable = schedule(() => {
        attempt = 0;
      }, STABLE_CONNECTION_MS);
    });
    current.addEventListener('message', ({ data }) => {
      // Nothing is heard once the session or the connection is over (a socket may still deliver while closing).
      if (closed || typeof data !== 'string') return;
      let message: unknown;
      try {
        message = JSON.parse(data);
      } catch {
        return;
      }
      if (options.readAuthAnswer?.(message) === false) {
        // A refused token is not retried: the next call that meets a 401 ends the session.
        closed = true;
        cancelStable();
        current.close(1000);
        return;
      }
      if (options.readSessionEnd?.(message)) {
        closed = true;
        cancelStable();
        current.close(1000);
        options.onSessionEnd?.();
        return;
      }
      const event = options.readEvent(message);
      if (event) options.onEvent(event);
    });
    const reconnect = () => {
      if (lost || closed) return;
      lost = true;
      cancelStable();
      cancelPending = schedule(open, reconnectDelay(attempt, random()));
      attempt += 1;
    };
    current.addEventListener('close', reconnect);
    current.addEventListener('error', reconnect);
  };

  open();
  return {
    close() {
      closed = true;
      cancelPending();
      if (socket && socket.readyState <= OPEN) socket.close(1000);
    },
  };
}

import { moneyEventMessage } from '@sorte/gateway';
import { type WebSocketHandler, ws } from 'msw';
import { onMoneyEvent, onRawSocketMessage } from './cashierState.ts';
import type { MockDb } from './db.ts';

// The live money events' socket as the simulated gateway runs it, whatever carries it (MSW's WebSocket link in the
// browser, a real WebSocket server in the local HTTP gateway). Protocol (reading; see packages/gateway's
// moneyEvents.ts): the client's first message is `{"type":"auth","token":"<session token>"}`; the server answers
// `{"type":"auth","ok":true}` and from then on sends that member's §4 events as
// `{"type":"depositCredited","transactionId","amount","balance"?,"reason"?}`; a missing, unknown or trial token is
// answered `{"type":"auth","ok":false}` and the socket is closed with 4401. `{"type":"ping"}` is answered
// `{"type":"pong"}`. The back office's `send` control puts any message on a member's sockets as it is (tests of a
// hostile gateway).

/** Close code for a socket whose auth failed or never came (4000-4999: the application's own). */
export const SOCKET_UNAUTHORIZED = 4401;
/** How long a socket may stay open without authenticating. */
export const SOCKET_AUTH_WINDOW_MS = 10_000;

const TRIAL_TYPES: readonly number[] = [4];

export interface SocketEnds {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface MoneySocketSession {
  /** A text message from the client. */
  receive(text: string): void;
  /** The socket closed (either side): stop sending. */
  closed(): void;
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** One socket's side of the protocol over `db`: auth first, then only that member's events. */
export function moneySocketSession(db: MockDb, ends: SocketEnds): MoneySocketSession {
  let unsubscribe: (() => void) | null = null;
  let open = true;
  const refuse = () => {
    ends.send(JSON.stringify({ type: 'auth', ok: false }));
    ends.close(SOCKET_UNAUTHORIZED, 'unauthorized');
  };
  const authWindow = setTimeout(() => {
    if (open && !unsubscribe) refuse();
  }, SOCKET_AUTH_WINDOW_MS);
  return {
    receive(text) {
      const message = parse(text);
      if (message?.type === 'ping') {
        ends.send(JSON.stringify({ type: 'pong' }));
        return;
      }
      if (unsubscribe || message?.type !== 'auth') {
        if (!unsubscribe) refuse();
        return;
      }
      const account = typeof message.token === 'string' ? db.accountForToken(message.token) : undefined;
      if (!account || TRIAL_TYPES.includes(account.type)) {
        refuse();
        return;
      }
      clearTimeout(authWindow);
      ends.send(JSON.stringify({ type: 'auth', ok: true }));
      const stopEvents = onMoneyEvent(db, (accountId, event) => {
        if (accountId === account.id) ends.send(moneyEventMessage(event));
      });
      const stopRaw = onRawSocketMessage(db, (accountId, raw) => {
        if (accountId === account.id) ends.send(typeof raw === 'string' ? raw : JSON.stringify(raw));
      });
      unsubscribe = () => {
        stopEvents();
        stopRaw();
      };
    },
    closed() {
      open = false;
      clearTimeout(authWindow);
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}

/** The socket in the browser (and in Storybook): MSW's WebSocket link on the config's `socketUrl`. */
export function moneySocketHandler(db: MockDb, socketUrl: string): WebSocketHandler {
  return ws.link(socketUrl).addEventListener('connection', ({ client }) => {
    const session = moneySocketSession(db, {
      send: (text) => client.send(text),
      // MSW delivers a sent message in a microtask and drops it once the socket is closing: close a task later,
      // so a refused client still reads its auth answer.
      close: (code, reason) => setTimeout(() => client.close(code, reason), 0),
    });
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string') session.receive(event.data);
    });
    client.addEventListener('close', () => session.closed());
  });
}

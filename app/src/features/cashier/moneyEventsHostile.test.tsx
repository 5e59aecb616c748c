import { type MoneySocketSession, moneySocketSession, runCashierControl } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInFromHeader } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 22 item 4, spec §2 socket-event listener and §4 Notification types: the simulated gateway's socket (the same
// protocol the local HTTP gateway serves) carries a hostile gateway's events; only believable ones are toasted,
// once per transaction, also after a reconnection.
const mock = simulatedGatewayForFile();
const SOCKET_URL = 'ws://gateway.test/ws';

type Listener = (event: { data?: unknown }) => void;

/** A browser WebSocket whose far end is the simulated gateway's socket session over the test's db. */
class SimulatedSocket {
  static all: SimulatedSocket[] = [];
  readyState = 0;
  authenticated = false;
  readonly #listeners = new Map<string, Listener[]>();
  readonly #session: MoneySocketSession;

  constructor(readonly url: string) {
    SimulatedSocket.all.push(this);
    this.#session = moneySocketSession(mock.db, {
      send: (text) =>
        setTimeout(() => {
          if (this.readyState !== 1) return;
          if (text === JSON.stringify({ type: 'auth', ok: true })) this.authenticated = true;
          this.#fire('message', { data: text });
        }, 0),
      close: () => this.drop(),
    });
    setTimeout(() => {
      this.readyState = 1;
      this.#fire('open', {});
    }, 0);
  }

  addEventListener(type: string, listener: Listener) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  send(text: string) {
    if (this.readyState === 1) this.#session.receive(text);
  }

  close() {
    this.readyState = 3;
    this.#session.closed();
  }

  /** The connection is lost (the server went away): the client is told, as a browser would. */
  drop() {
    if (this.readyState === 3) return;
    this.close();
    this.#fire('close', {});
  }

  #fire(type: string, event: { data?: unknown }) {
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }
}

const send = (message: unknown) =>
  expect(runCashierControl(mock.db, { action: 'send', account: 'jogador01', message }).status).toBe(200);

/** Every toast that appears in the region, by its text, even one that has gone again. */
function recordToasts(region: HTMLElement): string[] {
  const seen: string[] = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes)
        if (node.parentElement === region) seen.push(node.textContent ?? '');
    }
  }).observe(region, { childList: true });
  return seen;
}

beforeEach(() => {
  SimulatedSocket.all = [];
  vi.stubGlobal('WebSocket', SimulatedSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('issue 22 item 4: live money events are checked before they are shown', () => {
  it('toasts no hostile event and each transaction at most once, also after a reconnection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = await renderApp(mock, { config: { socketUrl: SOCKET_URL } });
    await logInFromHeader(view);
    await waitFor(() => expect(SimulatedSocket.all.at(-1)?.authenticated).toBe(true), { timeout: 8000 });
    const region = within(screen.getByRole('region', { name: 'Notificações' })).getByRole('status');
    const toasts = recordToasts(region);

    send({ type: 'depositCredited', transactionId: 'H-1', amount: -50 });
    send({ type: 'depositCredited', transactionId: 'H-2', amount: 1e21 });
    send({ type: 'depositCredited', transactionId: 'H-3', amount: 'NaN' });
    send('{"type":"depositCredited","transactionId":"H-4","amount":NaN}');
    send({ type: 'depositCredited', transactionId: 'H-5', amount: 10, balance: -999_999.99 });
    for (let time = 0; time < 3; time += 1)
      send({ type: 'depositCredited', transactionId: 'D-77', amount: 25 });
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatch(/Depósito creditado\s*R\$\s25,00/);
    expect(region).not.toHaveTextContent(/Saldo atual|999|-R\$|1\.000\.000/);
    const warned = warn.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => line.includes('money event'));
    expect(warned).toHaveLength(4);
    expect(warned.join(' ')).not.toMatch(/H-\d|jogador01/);

    // The connection is lost; the client reconnects by itself and the server sends the same transaction again.
    SimulatedSocket.all.at(-1)?.drop();
    await waitFor(() => expect(SimulatedSocket.all.length).toBe(2), { timeout: 5000 });
    await waitFor(() => expect(SimulatedSocket.all.at(-1)?.authenticated).toBe(true));
    send({ type: 'depositCredited', transactionId: 'D-77', amount: 25 });
    send({ type: 'withdrawalApproved', transactionId: 'W-78', amount: 40 });
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts[1]).toMatch(/Saque aprovado\s*R\$\s40,00/);
    expect(toasts.filter((text) => text.includes('Depósito creditado'))).toHaveLength(1);
  });
});

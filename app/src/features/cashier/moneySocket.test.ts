import type { MoneyEvent } from '@sorte/domain';
import { describe, expect, it, vi } from 'vitest';
import { socketAddress } from '../../config/socketAddress.ts';
import { connectMoneyEvents, type SocketLike } from './moneySocket.ts';

type Listener = (event: { data: unknown }) => void;

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? null;
    this.readyState = 3;
  }
  emit(type: 'open' | 'close' | 'error' | 'message', data?: unknown) {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const events: MoneyEvent[] = [];
  const onReconnected = vi.fn();
  const onSessionEnd = vi.fn();
  const connection = connectMoneyEvents({
    url: 'wss://gw.example/ws',
    token: 'secret-token',
    authMessage: (token) => JSON.stringify({ type: 'auth', token }),
    readEvent: (message) => (message as { event?: MoneyEvent }).event ?? null,
    onEvent: (event) => events.push(event),
    onReconnected,
    readSessionEnd: (message) => (message as { type?: string }).type === 'selfExcluded',
    onSessionEnd,
    readAuthAnswer: (message) =>
      (message as { type?: string }).type === 'auth' ? (message as { ok: boolean }).ok : null,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const reconnectTimers = () => timers.filter((timer) => timer.ms !== 10_000);
  return { sockets, timers, reconnectTimers, events, onReconnected, onSessionEnd, connection };
}

const credited: MoneyEvent = { kind: 'depositCredited', transactionId: 'D1', amount: 100, balance: 350 };

describe('§2 socket-event listener: live money events', () => {
  it('authenticates with its first message, keeping the token out of the URL, and passes events on', () => {
    const { sockets, events } = harness();
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).not.toContain('secret-token');
    socket.emit('open');
    expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: 'secret-token' })]);
    socket.emit('message', JSON.stringify({ event: credited }));
    socket.emit('message', 'not json');
    socket.emit('message', JSON.stringify({ other: true }));
    expect(events).toEqual([credited]);
  });

  it('reconnects with growing, jittered waits, and catches up after each reconnection', () => {
    const { sockets, reconnectTimers, onReconnected } = harness();
    (sockets[0] as FakeSocket).emit('open');
    (sockets[0] as FakeSocket).emit('error');
    (sockets[0] as FakeSocket).emit('close');
    expect(reconnectTimers().map((timer) => timer.ms)).toEqual([500]);
    reconnectTimers()[0]?.run();
    (sockets[1] as FakeSocket).emit('close');
    reconnectTimers()[1]?.run();
    (sockets[2] as FakeSocket).emit('close');
    expect(reconnectTimers().map((timer) => timer.ms)).toEqual([500, 1000, 2000]);
    expect(onReconnected).not.toHaveBeenCalled();
    reconnectTimers()[2]?.run();
    (sockets[3] as FakeSocket).emit('open');
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('starts the backoff afresh once a connection has held', () => {
    const { sockets, timers, reconnectTimers } = harness();
    (sockets[0] as FakeSocket).emit('close');
    reconnectTimers()[0]?.run();
    (sockets[1] as FakeSocket).emit('open');
    timers.find((timer) => timer.ms === 10_000)?.run();
    (sockets[1] as FakeSocket).emit('close');
    expect(reconnectTimers().map((timer) => timer.ms)).toEqual([500, 500]);
  });

  it('stops for good when the server refuses the token', () => {
    const { sockets, reconnectTimers } = harness();
    (sockets[0] as FakeSocket).emit('open');
    (sockets[0] as FakeSocket).emit('message', JSON.stringify({ type: 'auth', ok: false }));
    expect((sockets[0] as FakeSocket).closedWith).toBe(1000);
    (sockets[0] as FakeSocket).emit('close');
    expect(reconnectTimers()).toEqual([]);
  });

  it('a self-exclusion on another device ends the session here and the socket for good (issue 26 item 5)', () => {
    const { sockets, reconnectTimers, onSessionEnd, events } = harness();
    (sockets[0] as FakeSocket).emit('open');
    (sockets[0] as FakeSocket).emit('message', JSON.stringify({ type: 'selfExcluded' }));
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect((sockets[0] as FakeSocket).closedWith).toBe(1000);
    (sockets[0] as FakeSocket).emit('close');
    (sockets[0] as FakeSocket).emit('message', JSON.stringify({ event: credited }));
    expect(reconnectTimers()).toEqual([]);
    expect(events).toEqual([]);
  });

  it('closes at logout and never reconnects after', () => {
    const { sockets, reconnectTimers, connection } = harness();
    (sockets[0] as FakeSocket).emit('open');
    (sockets[0] as FakeSocket).emit('close');
    connection.close();
    expect(reconnectTimers()[0]?.cancelled).toBe(true);
    expect(sockets).toHaveLength(1);
    const fresh = harness();
    (fresh.sockets[0] as FakeSocket).emit('open');
    fresh.connection.close();
    expect((fresh.sockets[0] as FakeSocket).closedWith).toBe(1000);
    (fresh.sockets[0] as FakeSocket).emit('close');
    expect(fresh.reconnectTimers()).toEqual([]);
  });
});

describe('the socket address (config socketUrl)', () => {
  it.each([
    ['wss://gw.example/ws', 'https://sorte.example/member', 'wss://gw.example/ws'],
    ['/ws', 'https://sorte.example/member/deposit', 'wss://sorte.example/ws'],
    ['/ws', 'http://127.0.0.1:4173/', 'ws://127.0.0.1:4173/ws'],
    ['http://127.0.0.1:8787/ws', 'http://127.0.0.1:4173/', 'ws://127.0.0.1:8787/ws'],
  ])('%s on %s is %s', (socketUrl, page, address) => {
    expect(socketAddress(socketUrl, page)).toBe(address);
  });
});

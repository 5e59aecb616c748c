import { readMoneyEvent, readSocketAuthAnswer, socketAuthMessage } from '@sorte/gateway';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { runCashierControl } from './cashierControl.ts';
import { createDb } from './db.ts';
import { moneySocketHandler, SOCKET_UNAUTHORIZED } from './moneySocket.ts';

// The browser's transport (MSW's WebSocket link), run in Node: Node 20 has no global WebSocket, so ws's client
// stands in for it before MSW patches the global at listen().
const SOCKET_URL = 'wss://socket.sorte.test/ws';
const db = createDb();
const server = setupServer(moneySocketHandler(db, SOCKET_URL));
beforeAll(() => {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= NodeWebSocket;
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

function connect() {
  const socket = new globalThis.WebSocket(SOCKET_URL);
  const inbox: string[] = [];
  const waiting: ((text: string) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const text = String(event.data);
    const waiter = waiting.shift();
    if (waiter) waiter(text);
    else inbox.push(text);
  });
  return {
    socket,
    opened: new Promise((resolve) => socket.addEventListener('open', resolve, { once: true })),
    closed: new Promise<number>((resolve) =>
      socket.addEventListener('close', (event) => resolve(event.code)),
    ),
    next: () =>
      new Promise<string>((resolve) => {
        const queued = inbox.shift();
        if (queued !== undefined) resolve(queued);
        else waiting.push(resolve);
      }),
  };
}

describe('the money events socket through MSW’s WebSocket link (the browser’s transport)', () => {
  it('authenticates with the first message, then delivers the member’s events', async () => {
    const token = db.openSession(db.findAccount('jogador01')!);
    const { socket, opened, next } = connect();
    await opened;
    socket.send(socketAuthMessage(token));
    expect(readSocketAuthAnswer(await next())).toBe(true);
    runCashierControl(db, { action: 'emit', kind: 'depositCredited', account: 'jogador01' });
    expect(readMoneyEvent(await next())).toMatchObject({ kind: 'depositCredited', amount: 100 });
    socket.close();
  });

  it('a refused token still reads its answer before the 4401 close', async () => {
    const { socket, opened, next, closed } = connect();
    await opened;
    socket.send(socketAuthMessage('nope'));
    expect(readSocketAuthAnswer(await next())).toBe(false);
    expect(await closed).toBe(SOCKET_UNAUTHORIZED);
  });
});

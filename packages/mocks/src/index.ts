export * from './accountFlows.ts';
export * from './captcha.ts';
export * from './cashierControl.ts';
export * from './cashierState.ts';
export * from './contractsState.ts';
export * from './db.ts';
export * from './dialect.ts';
export * from './failures.ts';
export * from './fixtures/index.ts';
export * from './handlers/index.ts';
export * from './lobbyState.ts';
export * from './moneySocket.ts';
export * from './operatorDialect.ts';
export * from './persistence.ts';
export * from './pointsState.ts';
export * from './scenarios.ts';
export * from './totp.ts';

import { mockDb } from './db.ts';
import { createHandlers } from './handlers/index.ts';

/** Ready-made handlers over the shared `mockDb`, matching any origin with no prefix (Storybook). */
export const handlers = createHandlers(mockDb, { baseUrl: '' });

import type { EndpointName } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { captchaHandlers } from './captcha.ts';
import { memberHandlers } from './member.ts';
import { DEMO_ENCRYPTION_KEY, type HandlerContext } from './respond.ts';
import { sessionHandlers } from './session.ts';
import { systemHandlers } from './system.ts';
import { verificationHandlers } from './verification.ts';
import { walletHandlers } from './wallet.ts';

export interface CreateHandlersOptions {
  /** The gateway baseUrl the client uses: '' or '/gw' match any origin; an absolute URL only itself. */
  baseUrl: string;
  /** Key for 'aes-256-gcm' payloads (default DEMO_ENCRYPTION_KEY). Plain payloads always work. */
  encryptionKey?: string;
  /** Mirror of the client's `endpointOverrides` (e.g. the permission path). */
  paths?: Partial<Record<EndpointName, string>>;
}

/** Every happy-path handler over `db` (one module per resource). */
export function createHandlers(db: MockDb, options: CreateHandlersOptions): HttpHandler[] {
  const ctx: HandlerContext = {
    db,
    baseUrl: options.baseUrl,
    encryptionKey: options.encryptionKey ?? DEMO_ENCRYPTION_KEY,
    paths: options.paths ?? {},
  };
  return [
    ...systemHandlers(ctx),
    ...captchaHandlers(ctx),
    ...sessionHandlers(ctx),
    ...verificationHandlers(ctx),
    ...memberHandlers(ctx),
    ...walletHandlers(ctx),
  ];
}

export {
  CHANGE_PASSWORD_MESSAGES,
  memberInfoView,
  NEW_PASSWORD_RULE,
  newPasswordFormatOk,
} from './member.ts';
export { DEMO_ENCRYPTION_KEY, type HandlerContext } from './respond.ts';
export { LOGIN_MESSAGES } from './session.ts';
export { balanceView } from './wallet.ts';

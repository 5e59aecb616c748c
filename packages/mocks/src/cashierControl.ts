import { MONEY_EVENT_KINDS } from '@sorte/domain/cashier-model';
import { summariseIssues } from '@sorte/gateway';
import { type HttpHandler, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import {
  approveWithdrawal,
  type CashierTarget,
  creditDeposit,
  emitMoneyEventOnDemand,
  failDeposit,
  rejectWithdrawal,
  sendRawSocketMessage,
} from './cashierState.ts';
import type { MockDb } from './db.ts';

/**
 * What the gateway's back office does to the cashier, as a test or a demo asks (`POST /__mock/cashier`, in the
 * browser through the worker, on the local HTTP gateway directly). Each changes the state and sends its §4 event:
 * - `creditDeposit` / `failDeposit`: the oldest PENDING deposit (or `id`; of `account` when given);
 * - `approveWithdrawal` / `rejectWithdrawal`: the oldest PENDING withdrawal (approved: AWAITING_CONFIRMATION with
 *   confirmBy; rejected: the amount back in the main wallet, with `reason`);
 * - `emit` with `kind` and `account`: the event on demand, making the pending transaction first when there is none;
 * - `send` with `account` and `message`: the message on the member's open sockets as it is (answers how many).
 */
export const CashierControlSchema = v.variant('action', [
  v.strictObject({
    action: v.picklist(['creditDeposit', 'failDeposit', 'approveWithdrawal', 'rejectWithdrawal']),
    id: v.optional(v.string()),
    /** A username (jogador01). */
    account: v.optional(v.string()),
    reason: v.optional(v.string()),
  }),
  v.strictObject({ action: v.literal('emit'), kind: v.picklist(MONEY_EVENT_KINDS), account: v.string() }),
  /** A socket message as it is (text, or a value sent as JSON): what a hostile or broken gateway would send. */
  v.strictObject({ action: v.literal('send'), account: v.string(), message: v.unknown() }),
]);
export type CashierControl = v.InferInput<typeof CashierControlSchema>;

/** Runs a control; the answer is an envelope with the order (or the event) acted on. */
export function runCashierControl(db: MockDb, input: unknown): { status: number; body: unknown } {
  const parsed = v.safeParse(CashierControlSchema, input);
  if (!parsed.success) {
    const message = `Invalid cashier control: ${summariseIssues(parsed.issues).join('; ')}`;
    return { status: 400, body: { success: false, message, code: 400 } };
  }
  const control = parsed.output;
  const account = control.account === undefined ? undefined : db.findAccount(control.account);
  if (control.account !== undefined && !account) {
    return { status: 404, body: { success: false, message: `No account ${control.account}`, code: 404 } };
  }
  let done: unknown = null;
  if (control.action === 'emit') {
    done = emitMoneyEventOnDemand(db, control.kind, account?.id ?? '');
  } else if (control.action === 'send') {
    done = { sockets: sendRawSocketMessage(db, account?.id ?? '', control.message) };
  } else {
    const target: CashierTarget = { id: control.id, accountId: account?.id };
    const actions = {
      creditDeposit: () => creditDeposit(db, target),
      failDeposit: () => failDeposit(db, target, control.reason),
      approveWithdrawal: () => approveWithdrawal(db, target),
      rejectWithdrawal: () => rejectWithdrawal(db, target, control.reason),
    };
    done = actions[control.action]();
  }
  return done
    ? { status: 200, body: { success: true, value: done } }
    : { status: 404, body: { success: false, message: 'Nothing pending to act on', code: 404 } };
}

export const CASHIER_CONTROL_PATH = '/__mock/cashier';

/** The control for the browser's worker (and msw/node): `POST <any origin>/__mock/cashier`. */
export function cashierControlHandler(db: MockDb): HttpHandler {
  return http.post(`*${CASHIER_CONTROL_PATH}`, async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      body = undefined;
    }
    const answer = runCashierControl(db, body);
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  });
}

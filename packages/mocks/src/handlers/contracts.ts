import type { Contract, ContractKind, ContractLogEntry, ContractTerms } from '@sorte/domain/contracts';
import { CONTRACT_ENDPOINT_OF_KIND, type ContractCall, endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import {
  actOnContract,
  type ContractRefusal,
  contractLogOf,
  contractsOf,
  contractsTable,
  proposeContract,
  teamFiguresOf,
} from '../contractsState.ts';
import { downlinesOf } from '../teamTree.ts';
import { readQuery } from './query.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

/** The contract calls' refusals: server messages (data, not UI copy) with a code the site can map. */
export const CONTRACT_REFUSALS = {
  needRealAccount: { code: 'in_need_true_account', message: 'in_need_true_account' },
  notAgent: { code: 'CONTRACT_NOT_AGENT', message: 'Only agents can set contracts' },
  notDownline: { code: 'CONTRACT_NOT_DOWNLINE', message: 'This member is not your direct downline' },
  confirmationNeeded: {
    code: 'CONTRACT_TERMINATION_UNCONFIRMED',
    message: 'This contract ends existing contracts: confirm their termination',
  },
  notFound: { code: 'CONTRACT_NOT_FOUND', message: 'Contract not found' },
  notAllowed: {
    code: 'CONTRACT_ACTION_NOT_ALLOWED',
    message: 'This action is not allowed on this contract now',
  },
  keyRequired: { code: 'IDEMPOTENCY_KEY_REQUIRED', message: 'An Idempotency-Key header is required' },
} as const satisfies Record<string, { code: string; message: string }>;

const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
const TRIAL_TYPES: readonly number[] = [4];

/** A contract as this gateway answers it: flat, §3 names, the status as a word (PENDING, TERMINATION_REQUESTED…). */
export function contractView({ id, upline, downline, status, terms, createdAt, updatedAt }: Contract) {
  const { kind: _kind, ...termFields } = terms;
  return {
    contractId: id,
    uplineId: upline.id,
    uplineAccount: upline.account,
    downlineId: downline.id,
    downlineAccount: downline.account,
    status: status.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase(),
    ...termFields,
    createTime: createdAt,
    ...(updatedAt === undefined ? {} : { updateTime: updatedAt }),
  };
}

function logView({ kind: _kind, terms, ...entry }: ContractLogEntry) {
  if (!terms) return entry;
  const { kind: _termsKind, ...termFields } = terms;
  return { ...entry, ...termFields };
}

const refuse = (refusal: keyof typeof CONTRACT_REFUSALS, value?: unknown) =>
  reject(CONTRACT_REFUSALS[refusal].message, value, CONTRACT_REFUSALS[refusal].code);

function contractHandler(ctx: HandlerContext, kind: ContractKind): HttpHandler {
  const name = CONTRACT_ENDPOINT_OF_KIND[kind];
  const schema = endpoints[name].request;
  return endpointHandler(ctx, name, async ({ request }) => {
    const who = ctx.db.accountForToken(bearerToken(request));
    if (!who) return unauthorized();
    if (TRIAL_TYPES.includes(who.type)) return refuse('needRealAccount');
    const read =
      endpoints[name].method === 'GET' ? readQuery(request, schema) : await readPayload(ctx, request, schema);
    if (!read.ok) return read.response;
    const call = read.data as ContractCall;
    if (call.action === 'list') {
      return ok({
        contracts: contractsOf(ctx.db, who.id, kind).map(contractView),
        log: contractLogOf(ctx.db, who.id, kind).map(logView),
      });
    }
    if (call.action === 'downlines')
      return ok({ downlines: downlinesOf(ctx.db, who.id).map(({ id, account }) => ({ id, account })) });
    if (call.action === 'figures') return ok({ figures: teamFiguresOf(ctx.db, call.downlineId, kind) });
    const key = request.headers.get('Idempotency-Key')?.trim();
    if (!key) return refuse('keyRequired');
    const table = contractsTable(ctx.db);
    const answerId = `${who.id}:${key}`;
    if (answerId in table.answered) return ok(table.answered[answerId]);
    let answer: unknown;
    if (call.action === 'request') {
      if (!AGENT_TYPES.includes(who.type)) return refuse('notAgent');
      const { action: _action, downlineId, confirmTermination, ...terms } = call;
      const result = proposeContract(
        ctx.db,
        who,
        downlineId,
        { kind, ...terms } as ContractTerms,
        confirmTermination === true,
      );
      if ('refusal' in result)
        return refuse(result.refusal, result.ending ? { ending: result.ending } : undefined);
      answer = { contract: contractView(result.contract), terminated: result.terminated };
    } else {
      const result = actOnContract(ctx.db, who, kind, call.contractId, call.action);
      if ('refusal' in result) return refuse(result.refusal satisfies ContractRefusal);
      answer = { contract: contractView(result.contract), terminated: [] };
    }
    table.answered[answerId] = answer;
    return ok(answer);
  });
}

/** §7 MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract. */
export function contractsHandlers(ctx: HandlerContext): HttpHandler[] {
  return (Object.keys(CONTRACT_ENDPOINT_OF_KIND) as ContractKind[]).map((kind) => contractHandler(ctx, kind));
}

import type {
  Contract,
  ContractKind,
  ContractLogEntry,
  ContractLogEvent,
  ContractMember,
  ContractStatus,
  ContractTerms,
  TeamPeriodFigures,
} from '@sorte/domain';
import * as v from 'valibot';
import { lenientList, looseBoolean, looseNumber, looseString } from '../lenient.ts';
import { anyRecord, firstPresent, idKeys, isoTime, isRecord } from '../lenientFields.ts';
import { readAs } from './cashier.ts';

// The agent's salary and dividend contracts: spec §3 Contract, §4 Contracts, §7 MCS2_processDividendReq (GET),
// MCS2_processDailySalContract (GET), MCS2_processContractHourSalary (POST), MCSFE_processRealTimeSalaryContract
// (POST). The spec gives only the names and methods: our reading is one call per kind carrying an `action`
// (list, figures, request, accept, reject, terminate, requestTermination), in the query for the GET calls and in the
// body for the POST ones (see the gateway README). Answers are read tolerantly, §3 names first.

export const CONTRACT_CALL_ACTIONS = [
  'list',
  'downlines',
  'figures',
  'request',
  'accept',
  'reject',
  'terminate',
  'requestTermination',
] as const;

const id = v.pipe(looseString, v.trim(), v.nonEmpty(), v.maxLength(60));
const rate = v.pipe(looseNumber, v.minValue(0), v.maxValue(100));
const amount = v.pipe(looseNumber, v.minValue(0));
const members = v.pipe(looseNumber, v.integer(), v.minValue(0));

const TERM_SCHEMAS = {
  dividend: { rate, periodValidBet: amount, periodProfitLoss: looseNumber, activeMembers: members },
  daily: { rate, dailyBetAmount: amount, activeMembers: members },
  hourly: { rate, hourlyBetAmount: amount, activeMembers: members },
  realtime: { profitSalaryRate: rate, lossSalaryRate: rate, singleBetAmount: amount },
} as const;

function callSchema<const E extends v.ObjectEntries>(terms: E) {
  return v.variant('action', [
    v.object({ action: v.literal('list') }),
    v.object({ action: v.literal('downlines') }),
    v.object({ action: v.literal('figures'), downlineId: id }),
    v.object({
      action: v.literal('request'),
      downlineId: id,
      /** The agent confirmed the §4 warning: the contracts the request ends may be terminated. */
      confirmTermination: v.optional(looseBoolean),
      ...terms,
    } as { action: v.LiteralSchema<'request', undefined> } & v.ObjectEntries),
    v.object({ action: v.picklist(['accept', 'reject', 'terminate', 'requestTermination']), contractId: id }),
  ]);
}

/** The request of each kind's call: an action and what it needs. */
export const CONTRACT_CALL_SCHEMAS = {
  dividend: callSchema(TERM_SCHEMAS.dividend),
  daily: callSchema(TERM_SCHEMAS.daily),
  hourly: callSchema(TERM_SCHEMAS.hourly),
  realtime: callSchema(TERM_SCHEMAS.realtime),
} as const;

/** A contract call as the simulated gateway reads it (any kind). */
export type ContractCall =
  | { action: 'list' }
  | { action: 'downlines' }
  | { action: 'figures'; downlineId: string }
  | ({ action: 'request'; downlineId: string; confirmTermination?: boolean } & Record<string, unknown>)
  | { action: 'accept' | 'reject' | 'terminate' | 'requestTermination'; contractId: string };

/** Status words and codes a gateway may use, to our §4 reading. */
const STATUS_WORDS: Record<string, ContractStatus> = {
  PENDING: 'pending',
  WAITING: 'pending',
  APPLYING: 'pending',
  '0': 'pending',
  ACTIVE: 'active',
  ACCEPTED: 'active',
  EFFECTIVE: 'active',
  '1': 'active',
  REJECTED: 'rejected',
  '2': 'rejected',
  TERMINATIONREQUESTED: 'terminationRequested',
  TERMINATING: 'terminationRequested',
  TERMINATEAPPLY: 'terminationRequested',
  '3': 'terminationRequested',
  TERMINATED: 'terminated',
  EXPIRED: 'terminated',
  '4': 'terminated',
};

export function readContractStatus(raw: unknown): ContractStatus | undefined {
  const word = readAs(looseString, raw)
    ?.toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return word === undefined ? undefined : STATUS_WORDS[word];
}

const TERM_ALIASES: Record<string, readonly string[]> = {
  rate: ['rate', 'dividendRate', 'salaryRate', 'ratio'],
  periodValidBet: ['periodValidBet', 'validBet', 'periodValidBetAmount'],
  periodProfitLoss: ['periodProfitLoss', 'profitLoss', 'periodProfitAndLoss'],
  activeMembers: ['activeMembers', 'activeMember', 'activeCount', 'activeUsers'],
  dailyBetAmount: ['dailyBetAmount', 'betAmount', 'dailyBet'],
  hourlyBetAmount: ['hourlyBetAmount', 'betAmount', 'hourBetAmount'],
  profitSalaryRate: ['profitSalaryRate', 'profitRate'],
  lossSalaryRate: ['lossSalaryRate', 'lossRate'],
  singleBetAmount: ['singleBetAmount', 'singleBet', 'minBetAmount'],
};

function readTerms(kind: ContractKind, o: Record<string, unknown>): ContractTerms | undefined {
  const values: Record<string, number> = {};
  for (const field of Object.keys(TERM_SCHEMAS[kind])) {
    const value = readAs(looseNumber, firstPresent(o, TERM_ALIASES[field] ?? [field]));
    if (value === undefined) return undefined;
    values[field] = value;
  }
  return { kind, ...values } as ContractTerms;
}

function readMember(o: Record<string, unknown>, side: 'upline' | 'downline') {
  const nested = o[side];
  if (isRecord(nested)) {
    const memberId = readAs(looseString, firstPresent(nested, idKeys('member', 'id', 'customerId')));
    const account = readAs(looseString, firstPresent(nested, ['account', 'username', 'name']));
    if (memberId !== undefined) return { id: memberId, account: account ?? memberId };
  }
  // A party given as a plain id or account ("upline": "agente1") names the member where the flat fields do not.
  const plain = readAs(looseString, nested)?.trim() || undefined;
  const idNames =
    side === 'upline'
      ? idKeys('upline', 'uplineId', 'parentId', 'superiorId')
      : idKeys('downline', 'downlineId', 'memberId', 'customerId');
  const accountNames =
    side === 'upline'
      ? ['uplineAccount', 'uplineName', 'parentAccount']
      : ['downlineAccount', 'downlineName', 'memberAccount', 'account'];
  const memberId = readAs(looseString, firstPresent(o, idNames)) ?? plain;
  const account = readAs(looseString, firstPresent(o, accountNames)) ?? plain;
  return memberId === undefined ? undefined : { id: memberId, account: account ?? memberId };
}

export function contractRowSchema(kind: ContractKind) {
  return v.pipe(
    anyRecord,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const o = dataset.value as Record<string, unknown>;
      const contractId = readAs(looseString, firstPresent(o, idKeys('contract', 'contractId', 'id')));
      const upline = readMember(o, 'upline');
      const downline = readMember(o, 'downline');
      const status = readContractStatus(firstPresent(o, ['status', 'contractStatus', 'state']));
      const terms = readTerms(kind, o);
      if (!contractId || !upline || !downline || !status || !terms) {
        addIssue({ message: 'a contract needs an id, both parties, a status and the terms of its kind' });
        return NEVER;
      }
      const contract: Contract = {
        id: contractId,
        upline,
        downline,
        status,
        terms,
        createdAt:
          isoTime(firstPresent(o, ['createTime', 'createdAt', 'requestTime'])) ?? new Date(0).toISOString(),
      };
      const updatedAt = isoTime(firstPresent(o, ['updateTime', 'updatedAt', 'operateTime']));
      if (updatedAt !== undefined) contract.updatedAt = updatedAt;
      return contract;
    }),
  );
}

const LOG_WORDS: Record<string, ContractLogEvent> = {
  PROPOSED: 'proposed',
  REQUEST: 'proposed',
  REQUESTED: 'proposed',
  ACCEPTED: 'accepted',
  ACCEPT: 'accepted',
  REJECTED: 'rejected',
  REJECT: 'rejected',
  TERMINATED: 'terminated',
  TERMINATE: 'terminated',
  TERMINATIONREQUESTED: 'terminationRequested',
  REQUESTTERMINATION: 'terminationRequested',
  TERMINATIONACCEPTED: 'terminationAccepted',
  TERMINATIONREJECTED: 'terminationRejected',
  REPLACED: 'replaced',
};

export function contractLogSchema(kind: ContractKind) {
  return v.pipe(
    anyRecord,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const o = dataset.value as Record<string, unknown>;
      const contractId = readAs(looseString, firstPresent(o, idKeys('contract', 'contractId', 'id')));
      const word = readAs(looseString, firstPresent(o, ['event', 'action', 'operation']))
        ?.toUpperCase()
        .replace(/[^A-Z]/g, '');
      const event = word === undefined ? undefined : LOG_WORDS[word];
      const at = isoTime(firstPresent(o, ['at', 'time', 'createTime', 'operateTime']));
      if (!contractId || !event || !at) {
        addIssue({ message: 'a log entry needs a contract id, an event and a time' });
        return NEVER;
      }
      const entry: ContractLogEntry = {
        contractId,
        event,
        at,
        kind,
        by: readAs(looseString, firstPresent(o, ['by', 'operator', 'operatorAccount', 'account'])) ?? '',
      };
      const terms = readTerms(kind, isRecord(o.terms) ? o.terms : o);
      if (terms) entry.terms = terms;
      return entry;
    }),
  );
}

export const TeamPeriodFiguresSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const o = dataset.value as Record<string, unknown>;
    const start = isoTime(firstPresent(o, ['start', 'period', 'date', 'statDate']));
    const validBet = readAs(looseNumber, firstPresent(o, ['validBet', 'validBetAmount']));
    if (!start || validBet === undefined) {
      addIssue({ message: 'a period needs its start and valid bet' });
      return NEVER;
    }
    return {
      start,
      validBet,
      profitLoss: readAs(looseNumber, firstPresent(o, ['profitLoss', 'winLoss', 'profitAndLoss'])) ?? 0,
      activeMembers:
        readAs(looseNumber, firstPresent(o, ['activeMembers', 'activeMember', 'activeCount'])) ?? 0,
      betCount: readAs(looseNumber, firstPresent(o, ['betCount', 'bets', 'betTimes'])) ?? 0,
    } satisfies TeamPeriodFigures;
  }),
);

const DownlineSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const o = dataset.value as Record<string, unknown>;
    const memberId = readAs(looseString, firstPresent(o, idKeys('member', 'id', 'customerId', 'downlineId')));
    if (memberId === undefined) {
      addIssue({ message: 'a downline needs its id' });
      return NEVER;
    }
    return {
      id: memberId,
      account: readAs(looseString, firstPresent(o, ['account', 'username', 'downlineAccount'])) ?? memberId,
    } satisfies ContractMember;
  }),
);

/** Every action's answer, read as one: lists where the answer has them, the changed contract where it has one. */
export interface ContractsAnswer {
  contracts: Contract[];
  log: ContractLogEntry[];
  figures: TeamPeriodFigures[];
  /** The agent's direct downlines a request may name. */
  downlines: ContractMember[];
  /** The contract an action made or changed. */
  contract?: Contract;
  /** Ids of the contracts a request ended (§4). */
  terminated: string[];
}

export function contractsAnswerSchema(kind: ContractKind) {
  const contracts = lenientList(contractRowSchema(kind));
  const log = lenientList(contractLogSchema(kind));
  const figures = lenientList(TeamPeriodFiguresSchema);
  const downlines = lenientList(DownlineSchema);
  const row = contractRowSchema(kind);
  return v.pipe(
    v.unknown(),
    v.transform((raw): ContractsAnswer => {
      const value = isRecord(raw) && isRecord(raw.data) ? raw.data : raw;
      if (Array.isArray(value))
        return {
          contracts: readAs(contracts, value) ?? [],
          log: [],
          figures: [],
          downlines: [],
          terminated: [],
        };
      const o = isRecord(value) ? value : {};
      const answer: ContractsAnswer = {
        contracts: readAs(contracts, firstPresent(o, ['contracts', 'list', 'content', 'rows'])) ?? [],
        log: readAs(log, firstPresent(o, ['log', 'logs', 'changeLog', 'history'])) ?? [],
        figures: readAs(figures, firstPresent(o, ['figures', 'periods', 'stats'])) ?? [],
        downlines: readAs(downlines, firstPresent(o, ['downlines', 'members', 'team'])) ?? [],
        terminated:
          readAs(lenientList(looseString), firstPresent(o, ['terminated', 'terminatedIds', 'ended'])) ?? [],
      };
      const changed = readAs(row, firstPresent(o, ['contract']) ?? o);
      if (changed) answer.contract = changed;
      return answer;
    }),
  );
}

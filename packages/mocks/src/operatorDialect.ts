import type { EndpointName } from '@sorte/gateway';
import { MEMBER_PROGRESS_OPERATOR } from './memberProgressDialect.ts';

/**
 * The simulated gateway's third dialect, `operator` (issue 24 item 3): an operator that chose its own names where the
 * spec leaves them open, so far from ours that no tolerant reader bridges it; the site works on it only through its
 * operator adapter (`operator-dialect.config.json` beside this package's `src`, gateway README "The operator
 * dialect"). For the calls below:
 * - answers come in a wrapper of its own, `{ success: true, status: 'OK', payload }` (no `value`);
 * - lists, ids, amounts and times under its own names; contract parties as plain account strings with the ids
 *   beside them; status and kind words of its own (contracts, deposits, withdrawals, promotions, records);
 * - requests are read under its own names and words only (`OPERATOR_REQUESTS`): a request in ours is refused or
 *   lacks what the handler needs, as a real gateway would answer it.
 * Every other call answers as the `spec` dialect. Multipart requests (apply for a promotion, confirm a withdrawal)
 * keep our field names.
 */

/** What the operator calls a field of our request, and the words it uses for our enumerated values. */
export interface OperatorRequest {
  /** Our field → the operator's name. */
  rename?: Readonly<Record<string, string>>;
  /** Our field → { our word → the operator's }. */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The object's fields under other names (ours → the operator's); the others as they are. */
const renamed = (value: unknown, names: Readonly<Record<string, string>>): unknown =>
  isRecord(value)
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [names[key] ?? key, item]))
    : value;

/** A word through a map (our word → the operator's), compared as text; other values as they are. */
const word = (value: unknown, words: Readonly<Record<string, string>>): unknown =>
  value !== undefined && Object.hasOwn(words, String(value)) ? words[String(value)] : value;

/** The day so far (issue 23 item 4) under the operator's names. */
const dayRuleOfOperator = (daily: unknown) =>
  isRecord(daily)
    ? { dayRule: { cap: daily.limit, spent: daily.used, times: daily.maxCount, done: daily.count } }
    : {};

const listIn = (value: unknown, key: string): unknown[] =>
  isRecord(value) && Array.isArray(value[key]) ? value[key] : [];

// ---- contracts ----------------------------------------------------------------------------------------------

const CONTRACT_STATUS: Readonly<Record<string, string>> = {
  PENDING: 'WAITING_SIGN',
  ACTIVE: 'SIGNED',
  REJECTED: 'DECLINED',
  TERMINATION_REQUESTED: 'STOP_APPLY',
  TERMINATED: 'STOPPED',
};
const CONTRACT_EVENT: Readonly<Record<string, string>> = {
  proposed: 'RAISE',
  accepted: 'SIGN',
  rejected: 'DECLINE',
  terminated: 'STOP',
  terminationRequested: 'ASK_STOP',
  terminationAccepted: 'STOP_AGREED',
  terminationRejected: 'STOP_DECLINED',
  replaced: 'SUPERSEDED',
};
const CONTRACT_ACTION: Readonly<Record<string, string>> = {
  list: 'QUERY',
  downlines: 'TEAM',
  figures: 'STATS',
  request: 'APPLY',
  accept: 'AGREE',
  reject: 'DECLINE',
  terminate: 'END',
  requestTermination: 'ASK_END',
};

/** A contract: `{ contractNo, partyA: 'agente1', partyAId, partyB, partyBId, state, share, raisedOn }`. */
function contractOfOperator(row: unknown): unknown {
  if (!isRecord(row)) return row;
  const out = renamed(row, {
    contractId: 'contractNo',
    uplineAccount: 'partyA',
    uplineId: 'partyAId',
    downlineAccount: 'partyB',
    downlineId: 'partyBId',
    status: 'state',
    rate: 'share',
    createTime: 'raisedOn',
    updateTime: 'changedOn',
  }) as Fields;
  return { ...out, state: word(out.state, CONTRACT_STATUS) };
}

/** Every contract call's answer: `records`, `journal`, `periodStats`, `subordinates`, `changed`, `endedNos`. */
function contractsOfOperator(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const out: Fields = {};
  if (Array.isArray(value.contracts)) out.records = value.contracts.map(contractOfOperator);
  if (Array.isArray(value.log))
    out.journal = value.log.map((entry) => {
      if (!isRecord(entry)) return entry;
      const named = renamed(entry, {
        contractId: 'contractNo',
        event: 'act',
        by: 'actor',
        at: 'actedOn',
        rate: 'share',
      }) as Fields;
      return { ...named, act: word(named.act, CONTRACT_EVENT) };
    });
  if (Array.isArray(value.figures))
    out.periodStats = value.figures.map((period) =>
      renamed(period, {
        start: 'from',
        validBet: 'effectiveBet',
        profitLoss: 'pnl',
        activeMembers: 'actives',
        betCount: 'tickets',
      }),
    );
  if (Array.isArray(value.downlines))
    out.subordinates = value.downlines.map((member) =>
      renamed(member, { id: 'subId', account: 'subAccount' }),
    );
  if (isRecord(value.contract)) out.changed = contractOfOperator(value.contract);
  if (Array.isArray(value.terminated)) out.endedNos = value.terminated;
  return out;
}

const CONTRACT_REQUEST: OperatorRequest = {
  rename: {
    action: 'op',
    downlineId: 'subId',
    confirmTermination: 'endOthers',
    contractId: 'contractNo',
  },
  values: { action: CONTRACT_ACTION, confirmTermination: { true: 'Y', false: 'N' } },
};

// ---- cashier ------------------------------------------------------------------------------------------------

const DEPOSIT_STATUS: Readonly<Record<string, string>> = {
  PENDING: 'WAIT_PAY',
  CREDITED: 'PAID_IN',
  FAILED: 'PAY_BROKEN',
  EXPIRED: 'OVERDUE',
};
const WITHDRAWAL_STATUS: Readonly<Record<string, string>> = {
  PENDING: 'AUDITING',
  APPROVED: 'REMITTED',
  REJECTED: 'REFUSED',
  AWAITING_CONFIRMATION: 'RECEIPT_DUE',
  CONFIRMED: 'CLOSED_OK',
};
const PIX_KEY_TYPE: Readonly<Record<string, string>> = {
  CPF: 'CPF',
  PHONE: 'TEL',
  EMAIL: 'MAIL',
  RANDOM: 'EVP_KEY',
};
const CHANNEL_KIND: Readonly<Record<string, string>> = { PIX: 'PIX_QR', BANK: 'BANK_TED' };

/** A deposit order: `{ billNo, wayCode, money, billState, createdOn, payBefore, howToPay }`. */
function billOfOperator(order: unknown): unknown {
  if (!isRecord(order)) return order;
  const out = renamed(order, {
    id: 'billNo',
    channelId: 'wayCode',
    amount: 'money',
    status: 'billState',
    createdAt: 'createdOn',
    expiresAt: 'payBefore',
    instructions: 'howToPay',
  }) as Fields;
  return { ...out, billState: word(out.billState, DEPOSIT_STATUS) };
}

/** A withdrawal: `{ ticketNo, cashAmount, charge, ticketState, createdOn, remittedOn, confirmBefore, refuseNote }`. */
function ticketOfOperator(order: unknown): unknown {
  if (!isRecord(order)) return order;
  const out = renamed(order, {
    id: 'ticketNo',
    amount: 'cashAmount',
    fee: 'charge',
    status: 'ticketState',
    createdAt: 'createdOn',
    approvedAt: 'remittedOn',
    confirmBy: 'confirmBefore',
    reason: 'refuseNote',
    receivedAmount: 'arrivedAmount',
  }) as Fields;
  return { ...out, ticketState: word(out.ticketState, WITHDRAWAL_STATUS) };
}

// ---- member centre --------------------------------------------------------------------------------------------

/** §4 promotion statuses as the handlers spell them (any case) → the operator's words. */
const PROMOTION_STATUS: Readonly<Record<string, string>> = {
  JOIN: 'CAN_ENROL',
  JOINED: 'ENROLLED',
  CLAIM: 'CAN_COLLECT',
  CLAIMED: 'COLLECTED',
  APPLYING: 'AUDITING',
  REJECTED: 'REFUSED',
  ISSUED: 'GRANTED',
  PROCESS: 'HANDLING',
  COMING_SOON: 'NOT_STARTED',
  CLOSE: 'ENDED',
};
const promotionStatus = (status: unknown) =>
  typeof status === 'string'
    ? (PROMOTION_STATUS[status.trim().toUpperCase().replace(/\s+/g, '_')] ?? status)
    : status;
const PROMOTION_KIND: Readonly<Record<string, string>> = { RAFFLE: 'SPIN', DEPOSIT: 'TOP_UP' };

/** The messages' categories (issue 23 item 6) in words no reader knows: only the adapter maps them. */
const LETTER_KIND: Readonly<Record<string, string>> = {
  SYSTEM: 'AVISO',
  PROMOTION: 'OFERTA',
  ACCOUNT: 'CARTEIRA',
};

// ---- records ----------------------------------------------------------------------------------------------

const BET_STATUS: Readonly<Record<string, string>> = {
  SETTLED: 'CLOSED',
  UNSETTLED: 'OPEN',
  CANCELLED: 'ANNULLED',
};
const MOVEMENT_TYPE: Readonly<Record<string, string>> = {
  DEPOSIT: 'RECHARGE',
  WITHDRAW: 'CASH_OUT',
  TRANSFER_IN: 'XFER_IN',
  TRANSFER_OUT: 'XFER_OUT',
  BONUS: 'GIFT',
  REBATE: 'GIVE_BACK',
  ADJUSTMENT: 'ADJUST',
};
const MOVEMENT_STATUS: Readonly<Record<string, string>> = {
  SUCCESS: 'DONE',
  PENDING: 'WAIT',
  FAILED: 'UNDONE',
};

const RECORD_PAGE_REQUEST = {
  startDate: 'dateFrom',
  endDate: 'dateTo',
  pageNo: 'pageIndex',
  pageSize: 'limit',
} as const;

/** A record page `{ <rows>, <count>, pageCount, sums }`, each row renamed and its words mapped by `row`. */
const recordPageOfOperator =
  (rows: string, count: string, row: (item: Fields) => unknown, totals: Readonly<Record<string, string>>) =>
  (value: unknown): unknown =>
    isRecord(value)
      ? {
          [rows]: listIn(value, 'list').map((item) => (isRecord(item) ? row(item) : item)),
          [count]: value.total,
          pageCount: value.totalPages,
          sums: renamed(value.totals, totals),
        }
      : value;

const BET_NAMES = {
  betAmount: 'wager',
  validBet: 'effectiveWager',
  payout: 'returned',
  profit: 'net',
} as const;

type Reshape = (value: unknown) => unknown;

/** The operator's data (the wrapper's `payload`) per call, from the handlers' own answer. */
export const OPERATOR_ANSWERS: Readonly<Partial<Record<EndpointName, Reshape>>> = {
  ...MEMBER_PROGRESS_OPERATOR,
  pointBalance: (value) => (isRecord(value) ? { memberPoint: { usable: value.points, frozen: 0 } } : value),
  missionSummary: (value) => ({
    taskList: listIn(value, 'missions').map((mission) => {
      if (!isRecord(mission)) return mission;
      const { claimed, ...rest } = mission;
      return {
        ...(renamed(rest, {
          id: 'taskId',
          missionName: 'taskName',
          current: 'done',
          goal: 'need',
          rewardAmount: 'bonus',
          endTime: 'deadline',
        }) as Fields),
        state: claimed ? 'RECEIVED' : mission.current === mission.goal ? 'TO_RECEIVE' : 'DOING',
      };
    }),
  }),
  claimMission: (value) => renamed(value, { reward: 'bonus' }),
  rewardPromotions: (value) => ({
    activities: listIn(value, 'promotions').map((promotion) => {
      if (!isRecord(promotion)) return promotion;
      const out = renamed(promotion, {
        id: 'activityId',
        title: 'activityName',
        status: 'joinState',
        needApply: 'mustApply',
        promotionType: 'activityType',
        content: 'intro',
        imageUrl: 'poster',
        startTime: 'opensOn',
        endTime: 'closesOn',
        rejectReason: 'refuseNote',
        bonusAmount: 'creditGranted',
        bonusBalance: 'creditLeft',
        wageredAmount: 'playedThrough',
        wageringRequired: 'playThroughGoal',
        wageringEndTime: 'playThroughUntil',
      }) as Fields;
      return {
        ...out,
        joinState: promotionStatus(out.joinState),
        activityType: word(out.activityType, PROMOTION_KIND),
        mustApply: out.mustApply ? 'Y' : 'N',
      };
    }),
  }),
  joinPromotion: (value) => (isRecord(value) ? { joinState: promotionStatus(value.status) } : value),
  inboxMessages: (value) =>
    isRecord(value)
      ? {
          letters: listIn(value, 'list').map((message) =>
            isRecord(message)
              ? {
                  letterId: message.id,
                  headline: message.title,
                  html: message.content,
                  postedOn: message.sendTime,
                  seen: message.read ? 'Y' : 'N',
                  letterKind: word(message.category, LETTER_KIND),
                }
              : message,
          ),
          letterCount: value.total,
        }
      : value,

  depositChannels: (value) => ({
    payWays: listIn(value, 'list').map((channel) => {
      if (!isRecord(channel)) return channel;
      const { daily, ...rest } = channel;
      const out = renamed(rest, {
        id: 'wayCode',
        kind: 'wayType',
        name: 'wayName',
        min: 'lower',
        max: 'upper',
        presets: 'shortcuts',
        processingMinutes: 'etaMinutes',
      }) as Fields;
      return { ...out, ...dayRuleOfOperator(daily), wayType: word(out.wayType, CHANNEL_KIND) };
    }),
  }),
  deposit: (value) => ({ bill: billOfOperator(value) }),
  depositStatus: (value) => ({ bill: billOfOperator(value) }),
  depositOrders: (value) => ({ bills: listIn(value, 'list').map(billOfOperator) }),
  withdrawInfo: (value) =>
    isRecord(value)
      ? {
          rule: { lowest: value.min, highest: value.max },
          canWithdraw: value.available,
          charge: value.fee,
          fundPwdSet: value.hasWithdrawPassword ? 'Y' : 'N',
          pixTypes: Array.isArray(value.pixKeyTypes)
            ? value.pixKeyTypes.map((type) => word(type, PIX_KEY_TYPE))
            : value.pixKeyTypes,
          receiptMinutes: value.confirmTimeoutMinutes,
          ...dayRuleOfOperator(value.daily),
          etaMinutes: value.processingMinutes,
          ...(isRecord(value.held)
            ? { frozen: { sum: value.held.amount, toWager: value.held.wagerLeft } }
            : {}),
        }
      : value,
  withdraw: (value) => ({ ticket: ticketOfOperator(value) }),
  withdrawStatus: (value) => ({ ticket: ticketOfOperator(value) }),
  withdrawOrders: (value) => ({ tickets: listIn(value, 'list').map(ticketOfOperator) }),
  withdrawConfirm: (value) => ({ ticket: ticketOfOperator(value) }),

  dividendContracts: contractsOfOperator,
  dailySalaryContracts: contractsOfOperator,
  hourlySalaryContracts: contractsOfOperator,
  realtimeSalaryContracts: contractsOfOperator,

  betRecords: recordPageOfOperator(
    'tickets',
    'ticketCount',
    (bet) => {
      const out = renamed(bet, {
        ...BET_NAMES,
        id: 'ticketNo',
        time: 'placedOn',
        gameCategory: 'cat',
        gameName: 'gameTitle',
        vendor: 'provider',
        status: 'state',
        roundId: 'drawRef',
        odds: 'price',
        selections: 'choices',
      }) as Fields;
      return { ...out, state: word(out.state, BET_STATUS) };
    },
    BET_NAMES,
  ),
  transactionRecords: recordPageOfOperator(
    'flows',
    'flowCount',
    (movement) => {
      const out = renamed(movement, {
        id: 'flowNo',
        time: 'happenedOn',
        type: 'flowType',
        amount: 'money',
        balanceAfter: 'after',
        status: 'state',
        remark: 'note',
      }) as Fields;
      return { ...out, flowType: word(out.flowType, MOVEMENT_TYPE), state: word(out.state, MOVEMENT_STATUS) };
    },
    { moneyIn: 'inflow', moneyOut: 'outflow' },
  ),
};

/** The operator's names and words for our requests, per call (the adapter file says the same the other way). */
export const OPERATOR_REQUESTS: Readonly<Partial<Record<EndpointName, OperatorRequest>>> = {
  claimMission: { rename: { missionId: 'taskId' } },
  joinPromotion: { rename: { promotionId: 'activityId' } },
  claimPromotion: { rename: { promotionId: 'activityId' } },
  inboxMessages: { rename: { page: 'pageIndex', pageSize: 'limit' } },
  readMessage: { rename: { messageId: 'letterId' } },
  deleteMessage: { rename: { messageId: 'letterId' } },
  deposit: { rename: { channelId: 'wayCode', amount: 'money' } },
  depositStatus: { rename: { id: 'billNo' } },
  withdrawStatus: { rename: { id: 'ticketNo' } },
  withdraw: {
    rename: {
      amount: 'cashAmount',
      receivingType: 'payoutTo',
      pixKeyType: 'keyKind',
      pixKey: 'keyValue',
      address: 'walletAddr',
      withdrawPassword: 'fundPwd',
      twoStepCode: 'otpCode',
    },
    values: { receivingType: { PIX: 'PIX_KEY', ADDRESS: 'WALLET_ADDR' }, pixKeyType: PIX_KEY_TYPE },
  },
  dividendContracts: CONTRACT_REQUEST,
  dailySalaryContracts: CONTRACT_REQUEST,
  hourlySalaryContracts: CONTRACT_REQUEST,
  realtimeSalaryContracts: CONTRACT_REQUEST,
  betRecords: {
    rename: RECORD_PAGE_REQUEST,
    values: { status: BET_STATUS },
  },
  transactionRecords: {
    rename: RECORD_PAGE_REQUEST,
    values: { type: MOVEMENT_TYPE, status: MOVEMENT_STATUS },
  },
};

/**
 * A request's fields as the operator sent them → ours, for the handlers. Our own names are not read (a field sent
 * under ours is dropped); a word the operator does not use is refused, naming the field.
 */
export function requestFromOperator(
  name: EndpointName,
  fields: Fields,
): { ok: true; fields: Fields } | { ok: false; message: string } {
  const translation = OPERATOR_REQUESTS[name];
  if (!translation) return { ok: true, fields };
  const out: Fields = { ...fields };
  for (const [ours, theirs] of Object.entries(translation.rename ?? {})) {
    delete out[ours];
    if (Object.hasOwn(fields, theirs)) {
      delete out[theirs];
      out[ours] = fields[theirs];
    }
  }
  for (const [ours, words] of Object.entries(translation.values ?? {})) {
    if (out[ours] === undefined) continue;
    const theirs = String(out[ours]);
    const back = Object.entries(words).find(([, operatorWord]) => operatorWord === theirs)?.[0];
    if (back === undefined)
      return {
        ok: false,
        message: `Unknown ${translation.rename?.[ours] ?? ours} "${theirs}" (one of ${Object.values(words).join(', ')})`,
      };
    out[ours] = back === 'true' ? true : back === 'false' ? false : back;
  }
  return { ok: true, fields: out };
}

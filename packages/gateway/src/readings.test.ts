import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_NAMES, type EndpointName, endpoints } from './endpoints.ts';
import { isGatewayError } from './errors.ts';
import { createGatewayClient } from './fullClient.ts';
import { dropNulls } from './lenient.ts';
import { FLAT_DAILY_CONTRACT } from './test/contractFixtures.ts';

// One row per §7 call: the spec-worded answer first, then the other plausible forms of the same data (each must
// read to what the first reads to), then answers that cannot be read (each must be an error, never empty).

const game = { nodeId: 101, gameName: 'Fortuna', vassalage: 'SOLX', gameType: 'RNG', isHot: '1' };
const gameAsStrings = {
  nodeId: '101',
  gameName: 'Fortuna',
  vassalage: 'SOLX',
  gameType: 'RNG',
  isHot: 1,
  x: 1,
};
const lane = {
  gameCategory: 'RNG',
  vendors: ['SOLX'],
  cards: { SOLX: { displayName: 'Sol X', lagerIcon: 'i.png', gameType: 'RNG' } },
  gameClassify: [{ name: 'SLOT', vendors: ['SOLX'] }],
};
const laneOtherForm = {
  gameCategory: 'RNG',
  cards: [{ vassalage: 'SOLX', displayName: 'Sol X', lagerIcon: 'i.png', gameType: 'RNG', extra: true }],
  gameClassify: [{ name: 'SLOT', vendors: [{ vassalage: 'SOLX' }] }],
};
const savedPixKey = {
  id: 'PK-1',
  type: 'CPF',
  key: '529.982.247-25',
  holder: 'Joana Silva',
  createdAt: '2026-11-20T12:00:00Z',
};
const banner = { url: 'b.png', groupName: 'w_home', linkageType: 'NONE' };
const notice = { id: 7, title: 'Aviso', content: '<p>x</p>', timestamp: '1790000000000' };
const popup = { ...notice, execution: 'b' };
const promotion = { id: 1001, title: 'Bônus', status: 'Joined' };
const draw = { gameCode: 'A', numero: 9, numbers: '01,02' };
const lottery = { gameCode: 'SEA-1', gameName: 'Sea', prizeMode: 'SEA' };
const winner = { customerName: 'Ana', winAmount: '12.5' };
const room = { roomId: 1, roomName: 'Sala' };
const chatModel = { modelId: 'CS', modelName: 'Atendimento' };
const helpTopic = { code: 'term', title: 'Termos', content: '<p>t</p>' };
const reward = { id: 'PR-1', name: 'Bônus', points: '100' };
const redeemRecord = {
  referenceNo: 'PM90001',
  applyTime: 1790000000000,
  type: 'ITEM',
  name: 'Camiseta',
  quantity: 1,
  pointsRequirement: 3500,
  amountRequirement: 0,
  status: 'In Process',
  remark: '',
};
const redeemRecordOtherForm = {
  orderNo: 'PM90001',
  createTime: '2026-09-21T14:13:20.000Z',
  type: 'ITEM',
  rewardName: 'Camiseta',
  quantity: '1',
  points: '3500',
  amountRequirement: '0',
  status: 'IN_PROCESS',
};
const pointRow = { time: 1790000000000, changedPoints: -3500, pointsBalance: 8980, type: 'redeem' };
const pointRowOtherForm = { createTime: 1790000000, changePoints: '-3500', balance: '8980', type: 'REDEEM' };
const vendorWallet = { vendor: 'SOLX', name: 'Sol X', balance: 120.5, available: true };
const pixChannel = { id: 'pix', kind: 'PIX', name: 'PIX', min: 10, max: 5000, presets: [50, 100] };
const bankChannel = { id: 'bank', kind: 'BANK', name: 'TED', min: 50, max: 20000, presets: [] };
const pendingPix = {
  id: 'D-1',
  channelId: 'pix',
  amount: 100,
  status: 'PENDING',
  createdAt: '2026-11-25T21:00:00.000Z',
  expiresAt: '2026-11-25T21:30:00.000Z',
  instructions: { copyPasteCode: '000201PIX' },
};
const betTime = '2026-11-20T13:00:00.000Z';
const bet = {
  id: 'B-1',
  time: betTime,
  gameCategory: 'RNG',
  gameName: 'Fortuna',
  vendor: 'SOLX',
  betAmount: 10,
  validBet: 10,
  payout: 25,
  profit: 15,
  status: 'SETTLED',
};
const betTotals = { betAmount: 10, validBet: 10, payout: 25, profit: 15 };
const withdrawalMovement = {
  id: 'T-1',
  time: betTime,
  type: 'WITHDRAW',
  amount: -50,
  balanceAfter: 100,
  status: 'SUCCESS',
  remark: 'PIX',
};
const profitDay = {
  date: '2026-11-20',
  gameCategory: 'LIVE',
  betCount: 3,
  betAmount: 30,
  validBet: 30,
  payout: 20,
  profit: -10,
};
const rebateBonus = {
  id: 'BN-1',
  time: betTime,
  type: 'REBATE',
  name: 'Rebate LIVE',
  amount: 12.5,
  status: 'ISSUED',
};
const liveRebate = { gameCategory: 'LIVE', validBet: 1000, rate: 0.008, claimable: 8 };
const pendingWithdrawal = {
  id: 'W-1',
  amount: 200,
  fee: 4,
  status: 'PENDING',
  createdAt: '2026-11-25T21:00:00.000Z',
};

interface Row {
  accepts: [unknown, ...unknown[]];
  rejects: unknown[];
}

const ROWS: Partial<Record<EndpointName, Row>> = {
  sendTwoStepSms: {
    accepts: [
      { resendIn: 60, maskedMobile: '(**) *****-4321' },
      { data: { cooldown: '60', maskedPhone: '(**) *****-4321' } },
      { wait: 60.2, mobile: '(**) *****-4321' },
    ],
    rejects: ['x', [{ resendIn: 60 }], 42],
  },
  rewardPromotions: {
    accepts: [
      [
        {
          id: 5,
          title: 'Bônus de boas-vindas',
          promotionType: 'DEPOSIT',
          status: 'Joined',
          startTime: 1790000000000,
        },
      ],
      {
        promotions: [
          {
            id: '5',
            title: 'Bônus de boas-vindas',
            promotionType: 'DEPOSIT',
            status: 'Joined',
            startTime: '1790000000000',
          },
        ],
      },
    ],
    rejects: ['x', [{ title: 'sem id' }]],
  },
  missionSummary: {
    accepts: [
      [{ id: 'm-1', missionName: 'Aposte R$ 100', currentValue: 40, targetValue: 100, rewardAmount: '5' }],
      {
        missions: [
          { id: 'm-1', missionName: 'Aposte R$ 100', currentValue: '40', targetValue: 100, rewardAmount: 5 },
        ],
      },
    ],
    rejects: ['x', [{ missionName: 'sem id' }]],
  },
  inboxMessages: {
    accepts: [
      {
        messages: [{ id: 9, title: 'Saque pago', content: '<p>ok</p>', isRead: 0, sendTime: 1790000000000 }],
        total: 1,
      },
      {
        list: [
          { id: '9', title: 'Saque pago', content: '<p>ok</p>', isRead: 'false', sendTime: '1790000000000' },
        ],
        totalCount: '1',
      },
    ],
    rejects: ['x', { messages: [{ title: 'sem id' }] }],
  },
  // Issue 26 items 3 and 4 (reading): the session clock's figures and the reality check's interval.
  sessionSummary: {
    accepts: [
      {
        startedAt: '2026-11-29T08:00:00.000Z',
        staked: 120.5,
        won: 80,
        net: -40.5,
        realityCheckMinutes: 30,
      },
      {
        data: {
          loginTime: '2026-11-29 08:00:00Z',
          betAmount: '120.50',
          payout: '80',
          realityCheckInterval: '30',
        },
      },
      { session: { sessionStart: 1795939200000, turnover: 120.5, winAmount: 80, interval: 30 } },
    ],
    rejects: ['x', 3, [1, 2]],
  },
  // Issue 26 item 2 (reading): the limits centre.
  limits: {
    accepts: [
      {
        limits: [
          {
            kind: 'DEPOSIT',
            period: 'DAILY',
            amount: 200,
            used: 50,
            resetsAt: '2026-11-30T03:00:00.000Z',
            pending: {
              amount: 500,
              confirmableAt: '2026-11-30T15:00:00.000Z',
              lapsesAt: '2026-12-07T15:00:00.000Z',
            },
          },
          { kind: 'SESSION_TIME', period: 'WEEKLY', amount: null },
        ],
      },
      {
        data: [
          {
            type: 'deposit',
            cycle: 'day',
            limit: '200.00',
            usedAmount: '50',
            resetTime: 1796007600000,
            pendingAmount: 500,
            pendingEffectiveAt: '2026-11-30 15:00:00Z',
            pendingExpiresAt: 1796655600000,
          },
          { limitType: 'TIME', period: 'WEEK', value: 0 },
        ],
      },
    ],
    rejects: ['x', { limits: [{ kind: 'SPEED', period: 'DAILY', amount: 1 }] }, [{ kind: 'LOSS' }]],
  },
  // Issue 26 item 5 (reading): the pause in force.
  pauseStatus: {
    accepts: [
      { kind: 'BREAK', startedAt: '2026-11-29T08:00:00.000Z', endsAt: '2026-11-30T08:00:00.000Z' },
      { data: { type: 'timeout', startTime: 1795939200000, endTime: 1796025600000 } },
      { pause: { pauseType: 'Cool-off', from: '2026-11-29 08:00:00Z', until: '2026-11-30 08:00:00Z' } },
    ],
    rejects: ['x', { kind: 'BREAK' }, { kind: 'HOLIDAY', startedAt: '2026-11-29T08:00:00.000Z' }],
  },
  activeSessions: {
    accepts: [
      [{ sessionId: 's-1', isCurrent: 1, deviceName: 'Chrome', loginIp: '10.0.0.1' }],
      { sessions: [{ sessionId: 's-1', isCurrent: true, deviceName: 'Chrome', loginIp: '10.0.0.1' }] },
    ],
    rejects: ['x'],
  },
  dailySalaryContracts: {
    accepts: [
      {
        contracts: [FLAT_DAILY_CONTRACT],
      },
      {
        data: {
          content: [
            {
              id: 'c-1',
              upline: { id: '20001', account: 'agente1' },
              downline: { customerId: 20002, username: 'agente2' },
              contractStatus: 'ACTIVE',
              rate: 1.5,
              dailyBetAmount: '1000',
              activeMembers: 3,
              createTime: '2026-11-01T10:00:00.000Z',
            },
          ],
        },
      },
    ],
    // An action's answer may carry no list at all: contracts.test.ts checks which rows are dropped.
    rejects: [],
  },
  gameMenus: {
    accepts: [
      { data: { lanes: [lane] } },
      { lanes: [lane] },
      [lane],
      { list: [laneOtherForm] },
      { data: [laneOtherForm, { broken: true }] },
      { content: [lane] },
    ],
    rejects: [{}, { data: {} }, [{ broken: true }], 'RNG', { lanes: 'RNG' }],
  },
  gameVendors: {
    accepts: [{ data: { lanes: [lane] } }, { lanes: [laneOtherForm] }, [lane]],
    rejects: [{ data: null }, [{}], 42],
  },
  hotGames: {
    accepts: [
      { list: [game] },
      [gameAsStrings],
      { content: [game, { nodeId: '' }] },
      { data: { list: [game] } },
    ],
    rejects: [{}, [{ nodeId: '' }], { games: 'x' }],
  },
  recentGames: {
    accepts: [{ list: [game] }, [game], { content: [gameAsStrings] }],
    rejects: [{ total: 3 }, 'x'],
  },
  gameList: {
    accepts: [
      { games: [game], totalPages: 1 },
      { list: [gameAsStrings], totalPages: '1' },
      { data: { content: [game], totalPage: 1 } },
      [game],
    ],
    rejects: [{}, { totalPages: 3 }, { games: [{ bad: 1 }], totalPages: 1 }],
  },
  vendorGameTypes: {
    accepts: [
      ['RNG'],
      'RNG',
      [{ gameType: 'RNG' }],
      { list: ['RNG'] },
      { gameTypes: ['RNG'] },
      { gameType: 'RNG' },
    ],
    rejects: [{}, [{ type: 1 }]],
  },
  favouriteIds: {
    accepts: [
      { favGameIds: ['101', '102'] },
      [101, 102],
      { list: [{ nodeId: 101 }, '102'] },
      { data: ['101', 102] },
    ],
    rejects: [{}, { ids: 'x' }],
  },
  favouriteList: {
    accepts: [
      { content: [game], pageNum: 1, totalPages: 1 },
      { list: [gameAsStrings], pageNum: '1', totalPages: '1' },
      [game],
    ],
    rejects: [{}, { totalPages: 1 }, 'x'],
  },
  roomList: {
    accepts: [[room], { list: [room] }, { rooms: [room] }, { content: [room] }],
    rejects: [{}, [{ roomName: 'no id' }]],
  },
  launchGame: {
    accepts: [
      { url: 'https://g/1' },
      'https://g/1',
      { gameUrl: 'https://g/1' },
      { launchUrl: 'https://g/1' },
    ],
    rejects: [{}, { url: '' }],
  },
  freeTrialLaunch: {
    accepts: [{ url: 'https://g/1' }, { gameUrl: 'https://g/1' }],
    rejects: [{ link: 'https://g/1' }],
  },
  lotteryMenu: {
    accepts: [
      [lottery],
      { list: [lottery] },
      { content: [lottery] },
      [{ groupName: undefined, prizeMode: 'SEA', games: [{ gameCode: 'SEA-1', gameName: 'Sea' }] }],
    ],
    rejects: [{}, [{ gameName: 'no code' }]],
  },
  lotteryRecent: { accepts: [[lottery], { list: [lottery] }, { data: [lottery] }], rejects: [{ x: 1 }] },
  lotteryDraws: {
    accepts: [{ list: [draw] }, [draw], { content: [{ ...draw, numbers: ['01', '02'] }] }],
    rejects: [{}, [{ gameCode: 'A' }]],
  },
  lotteryOpenedNumbers: { accepts: [[draw], { list: [draw] }, { records: [draw] }], rejects: ['x'] },
  publicContent: {
    accepts: [
      { B: [banner], PL: [notice], PU: [popup], PR: [promotion] },
      { banners: [banner], announcements: [notice], popup: [popup], promotion: [promotion], extra: 1 },
      { banner: [banner], notice: [notice], popups: { list: [popup] }, promotions: [promotion] },
      [
        { type: 'B', ...banner },
        { type: 'PL', ...notice },
        { type: 'PU', ...popup },
        { type: 'PR', ...promotion },
      ],
      { data: { B: [banner, { url: '' }], PL: [notice], PU: [popup], PR: [promotion] } },
    ],
    rejects: [{}, { items: [] }, [{ title: 'untagged' }], 'B'],
  },
  popularNotices: {
    accepts: [[notice], { list: [notice] }, { content: [notice] }, { notices: [notice] }],
    rejects: [{}, 'notice'],
  },
  winnerBoard: {
    accepts: [{ list: [winner] }, [winner], { data: { list: [winner] } }],
    rejects: [{}, [{ customerName: 'no amount' }]],
  },
  unreadCount: {
    accepts: [
      3,
      '3',
      { count: 3 },
      { unreadCount: '3' },
      { messages: 3 },
      { counts: { unreadMessages: '3' } },
    ],
    rejects: [{}, 'x'],
  },
  consolidatedFunds: {
    accepts: [
      {
        dailysalreqtype: 1,
        divtypereq: 0,
        contracthoursalreq: false,
        realtimesalreqtype: 'N',
        enableSalary: true,
        enableContract: 1,
      },
      {
        consolidated: {
          dailysalreqtype: 'Y',
          divtypereq: 'N',
          contracthoursalreq: 0,
          realtimesalreqtype: '0',
        },
      },
      {
        data: { dailysalreqtype: '2', divtypereq: false, contracthoursalreq: 'false', realtimesalreqtype: 0 },
      },
    ],
    rejects: [{}, { enableSalary: true }, 'x'],
  },
  merchantWallet: {
    accepts: [
      { list: [vendorWallet] },
      [{ vassalage: 'SOLX', vendorName: 'Sol X', amount: '120.5', enabled: 1 }],
      { wallets: [vendorWallet, { name: 'no vendor' }] },
      { data: { list: [{ vendorCode: 'SOLX', displayName: 'Sol X', balance: 120.5, status: 'ACTIVE' }] } },
    ],
    rejects: [{}, [{ vendor: 'SOLX' }], 'x'],
  },
  walletTransfer: {
    accepts: [
      { balance: 100, wallets: [vendorWallet] },
      { mainBalance: '100', list: [vendorWallet] },
    ],
    rejects: [],
  },
  uplineTransfer: { accepts: [{ balance: 90 }, 90, { mainBalance: '90' }], rejects: [] },
  depositChannels: {
    accepts: [
      { list: [bankChannel, pixChannel] },
      [pixChannel, { ...bankChannel, id: undefined, channelId: 'bank', type: 'BANK_TRANSFER' }],
      { channels: [{ ...pixChannel, kind: 'pix', presets: '50,100,9999' }, bankChannel] },
      { data: [bankChannel, pixChannel, { name: 'no id' }] },
    ],
    rejects: [{}, [{ id: 'x' }], 'pix'],
  },
  deposit: {
    accepts: [
      pendingPix,
      {
        order: {
          ...pendingPix,
          id: undefined,
          orderNo: 'D-1',
          status: 0,
          createTime: Date.parse(pendingPix.createdAt),
        },
      },
      {
        data: {
          ...pendingPix,
          instructions: undefined,
          pixCode: '000201PIX',
          expireTime: pendingPix.expiresAt,
          status: 'waiting',
        },
      },
    ],
    rejects: [{}, { ...pendingPix, status: 'LOST' }, { id: 'D-1' }],
  },
  depositStatus: {
    accepts: [
      { ...pendingPix, status: 'CREDITED' },
      { ...pendingPix, status: 'SUCCESS' },
      { ...pendingPix, status: '1' },
    ],
    rejects: [{ status: 'CREDITED' }],
  },
  depositOrders: {
    accepts: [{ list: [pendingPix] }, [pendingPix], { orders: [pendingPix, { id: 'broken' }] }],
    rejects: [{}, [{ id: 'x' }]],
  },
  withdrawInfo: {
    accepts: [
      {
        min: 20,
        max: 5000,
        available: 1523.75,
        fee: { fixed: 2, rate: 0.01 },
        hasWithdrawPassword: true,
        pixKeyTypes: ['CPF', 'EMAIL'],
      },
      {
        limits: { minAmount: '20', maxAmount: '5000', availableAmount: '1523.75' },
        feeFixed: 2,
        feeRate: '0.01',
        withdrawPasswordSet: 1,
        keyTypes: 'cpf,email',
      },
      {
        data: {
          min: 20,
          max: 5000,
          balance: 1523.75,
          fee: 2,
          feePercent: 1,
          hasPaymentPassword: 'Y',
          pixKeyTypes: ['cpf', 'e-mail', 'EMAIL'],
        },
      },
    ],
    rejects: [{}, { min: 20, max: 5000 }],
  },
  withdraw: {
    accepts: [
      pendingWithdrawal,
      { order: { ...pendingWithdrawal, status: 'processing' } },
      { ...pendingWithdrawal, status: 0 },
    ],
    rejects: [{}, { ...pendingWithdrawal, status: 'SOMETHING' }],
  },
  withdrawStatus: {
    accepts: [
      { ...pendingWithdrawal, status: 'AWAITING_CONFIRMATION', confirmBy: '2026-11-26T10:00:00.000Z' },
      {
        ...pendingWithdrawal,
        status: 'awaitingConfirmation',
        confirmDeadline: Date.parse('2026-11-26T10:00:00.000Z'),
      },
      { data: { ...pendingWithdrawal, status: 3, autoConfirmTime: '2026-11-26T10:00:00Z' } },
    ],
    rejects: [{ id: 'W-1' }],
  },
  withdrawOrders: {
    accepts: [{ list: [pendingWithdrawal] }, [pendingWithdrawal], { orders: [pendingWithdrawal] }],
    rejects: [{}, [{ amount: 1 }]],
  },
  pixKeys: {
    accepts: [
      { list: [savedPixKey] },
      [
        {
          keyId: 'PK-1',
          keyType: 'cpf',
          pixKey: '529.982.247-25',
          holderName: 'Joana Silva',
          createTime: '2026-11-20T12:00:00Z',
        },
      ],
      { keys: [savedPixKey, { id: 'PK-2', type: 'CNPJ', key: '11.222.333/0001-81' }] },
      { data: { pixKeys: [{ ...savedPixKey, key: ' 529.982.247-25 ', extra: true }] } },
    ],
    rejects: [{}, [{ id: 'PK-9' }]],
  },
  withdrawConfirm: {
    accepts: [
      { ...pendingWithdrawal, status: 'CONFIRMED' },
      { order: { ...pendingWithdrawal, status: 'received' } },
      { ...pendingWithdrawal, status: 4 },
    ],
    rejects: [],
  },
  upline: {
    accepts: [
      { account: 'agente1', nickname: 'Carlos Lima' },
      { uplineAccount: 'agente1', uplineName: 'Carlos Lima' },
      { upline: { username: 'agente1', name: 'Carlos Lima' } },
    ],
    rejects: [42, { nickname: 'no account' }],
  },
  helpCenter: {
    accepts: [[helpTopic], { list: [helpTopic] }, { helpCenter: [helpTopic] }, { content: [helpTopic] }],
    rejects: [{}, [{ content: 'no title' }]],
  },
  chatModels: {
    accepts: [[chatModel], { list: [chatModel] }, { models: [chatModel] }],
    rejects: [{}, [{ modelName: 'no id' }]],
  },
  launchChat: { accepts: [{ chatUrl: 'https://c/1' }, 'https://c/1'], rejects: [{}, { chatUrl: '' }] },
  registerSettings: {
    accepts: [
      {
        fields: [
          { field: 'payeeName', enabled: true, required: true, minLength: 2, maxLength: 40, patternId: 15 },
        ],
      },
      {
        fields: {
          payeeName: {
            enabled: 1,
            required: 'true',
            validation: { minLength: '2', maxLength: 40, patternId: '15' },
          },
        },
      },
      [
        {
          fieldName: 'payeeName',
          show: 'yes',
          mandatory: true,
          rule: { minLength: 2, maxLength: 40, patternId: 15 },
        },
      ],
      {
        list: [
          { name: 'payeeName', required: 1, minLength: 2, maxLength: 40, patternId: '15' },
          { enabled: true },
        ],
      },
      {
        data: {
          fields: [{ field: 'payeeName', required: true, minLength: 2, maxLength: 40, patternId: '15' }],
        },
      },
      { payeeName: { required: true, minLength: 2, maxLength: 40, patternId: '15' } },
    ],
    rejects: [
      {},
      [{ enabled: true }],
      { fields: 'payeeName' },
      { fields: [{ field: 'x', enabled: 'maybe' }] },
    ],
  },
  betRecords: {
    accepts: [
      { list: [bet], total: 1, totalPages: 1, totals: betTotals },
      {
        content: [
          {
            betId: 'B-1',
            betTime: Date.parse(betTime),
            category: 'rng',
            game: 'Fortuna',
            vassalage: 'SOLX',
            bet: '10',
            validBetAmount: '10',
            winAmount: '25',
            status: 1,
          },
        ],
        totalCount: '1',
        totalPage: '1',
        summary: { bet: '10', validBet: '10', winAmount: '25' },
      },
      { data: { rows: [{ ...bet, status: 'win' }], totalElements: 1, totalPages: 1 } },
    ],
    rejects: [{}, { list: [{ id: 'x' }] }, 'x'],
  },
  transactionRecords: {
    accepts: [
      { list: [withdrawalMovement], total: 1, totalPages: 1, totals: { moneyIn: 0, moneyOut: -50 } },
      {
        records: [
          {
            transactionId: 'T-1',
            createTime: String(Date.parse(betTime)),
            transType: 'withdrawal',
            amount: '50',
            afterBalance: '100',
            status: 1,
            description: 'PIX',
          },
        ],
        totalCount: 1,
        totalPages: 1,
        summary: { totalIn: 0, totalOut: 50 },
      },
      [{ ...withdrawalMovement, amount: 50, status: 'succeeded' }],
    ],
    rejects: [{}, [{ id: 'T-1', amount: 5 }]],
  },
  profitRecords: {
    accepts: [
      {
        list: [profitDay],
        total: 1,
        totalPages: 1,
        totals: { betAmount: 30, validBet: 30, payout: 20, profit: -10 },
      },
      { list: [{ statDate: '2026-11-20', category: 'live', count: '3', bet: '30', winAmount: '20' }] },
      [profitDay],
    ],
    rejects: [{}, [{ gameCategory: 'LIVE' }]],
  },
  bonusRecords: {
    accepts: [
      { list: [rebateBonus], total: 1, totalPages: 1, totals: { amount: 12.5 } },
      {
        list: [
          {
            bonusId: 'BN-1',
            issueTime: Date.parse(betTime),
            bonusType: 'cashback',
            title: 'Rebate LIVE',
            bonusAmount: '12.5',
            status: 'claimed',
          },
        ],
        totalCount: 1,
        totalPages: 1,
      },
    ],
    rejects: [{}, [{ name: 'no id' }]],
  },
  rebateCategories: {
    accepts: [
      { list: [liveRebate] },
      [{ category: 'live', validBetAmount: '1000', rebateRate: '0.8%', amount: '8' }],
      { categories: [liveRebate, { rate: 1 }] },
    ],
    rejects: [{}, [{ rate: 1 }]],
  },
  rebateClaim: {
    accepts: [
      { claimed: 8, balance: 108 },
      { amount: '8', mainBalance: '108' },
    ],
    rejects: [],
  },
  pointRewards: {
    accepts: [[reward], { list: [reward] }],
    rejects: ['x'],
  },
  convertPoint: {
    accepts: [
      { amount: 10, points: 11480, balance: 1260.5 },
      { convertAmount: '10', pointBalance: '11480', mainBalance: '1260.5', traceId: 'x' },
    ],
    rejects: ['x'],
  },
  redeemRecords: {
    accepts: [
      { list: [redeemRecord], totalPages: 3 },
      { content: [redeemRecordOtherForm], totalPage: '3' },
      { data: { records: [redeemRecord], pages: 3 } },
    ],
    rejects: ['x', { list: [{ status: 'Approved' }] }, { list: [{ ...redeemRecord, status: 'Lost' }] }],
  },
  pointsDetail: {
    accepts: [
      { list: [pointRow], totalPages: 2 },
      { rows: [pointRowOtherForm], totalPage: 2 },
    ],
    rejects: ['x', { list: [{ type: 'live' }] }],
  },
  affiliate: {
    accepts: [
      { referralCode: 'JOG01', referralLink: 'https://s.example/r/JOG01', invitedCount: 3 },
      { affiliateCode: 'JOG01', link: 'https://s.example/r/JOG01', inviteCount: '3', x: 1 },
    ],
    rejects: ['x', {}, { referralCode: '  ' }],
  },
  agentAnnouncements: {
    accepts: [
      { PL: [{ id: 'AG1', title: 'Novas taxas', content: '<p>x</p>', timestamp: 1764000000000 }] },
      { list: [{ id: 'AG1', title: 'Novas taxas', content: '<p>x</p>', timestamp: '1764000000000' }] },
      [{ id: 'AG1', title: 'Novas taxas', content: '<p>x</p>', timestamp: 1764000000000, x: 1 }],
    ],
    rejects: ['x'],
  },
  registerDownline: {
    accepts: [{ account: 'novato77', id: 30001 }, { data: { username: 'novato77', memberId: '30001' } }],
    rejects: ['x'],
  },
  securityInfo: {
    accepts: [
      { mobileNum: '11987654321', countryDialingCode: '55', email: 'a@b.c', hasWithdrawPassword: true },
      { mobile: '(11) 98765-4321', countryDialingCode: '+55', email: 'a@b.c', withdrawPasswordSet: 1, x: 1 },
    ],
    rejects: ['x'],
  },
  feedbackSettings: {
    accepts: [
      { minWords: 10, maxWords: 500, questionTypes: ['GAME', 'OTHER'] },
      { min: '10', max: '500', types: 'GAME, OTHER' },
    ],
    rejects: ['x'],
  },
  teamOverview: {
    accepts: [
      {
        teamSize: 12,
        activeMembers: 5,
        newMembers: 2,
        bets: 1000,
        validBets: 950,
        deposits: 300,
        withdrawals: 100,
        loss: 80.5,
        income: 200,
        days: [{ date: '2026-11-02', validBets: 950, income: 200 }],
      },
      {
        data: {
          teamCount: '12',
          activeCount: '5',
          newCount: 2,
          betAmount: '1000',
          validBetAmount: 950,
          depositAmount: 300,
          withdrawAmount: '100',
          winLoss: '-80.5',
          daily: [{ statDate: '2026-11-02 00:00:00', validBetAmount: '950', incomeAmount: '200' }],
          x: 1,
        },
      },
    ],
    rejects: ['x', [1]],
  },
  downlineList: {
    accepts: [
      {
        list: [
          {
            id: '21002',
            account: 'agente2a',
            nickname: 'Ana',
            type: 41,
            balance: 10.5,
            status: 'FROZEN',
            registeredAt: '2026-10-01T12:00:00.000Z',
            lastLoginAt: '2026-11-20T12:00:00.000Z',
            downlineCount: 4,
            contract: { kind: 'HOURLY_SALARY', rate: 0.012 },
          },
        ],
        total: 1,
        totalPages: 1,
        levels: [{ id: '20002', account: 'agente2' }],
      },
      {
        content: [
          {
            userId: 21002,
            username: 'agente2a',
            name: 'Ana',
            userType: '41',
            mainBalance: '10.5',
            status: 1,
            registerTime: Date.parse('2026-10-01T12:00:00.000Z'),
            lastLoginTime: String(Date.parse('2026-11-20T12:00:00.000Z')),
            subCount: '4',
            contractType: 'hourly',
            contractRate: '1.2%',
          },
        ],
        totalCount: '1',
        totalPage: 1,
        breadcrumb: [{ userId: 20002, username: 'agente2' }],
      },
    ],
    rejects: ['x', { list: [{ nickname: 'sem conta' }] }],
  },
  downlineProfile: {
    accepts: [
      {
        id: '21002',
        account: 'agente2a',
        nickname: 'Ana',
        type: 41,
        balance: 10.5,
        status: 'FROZEN',
        registeredAt: '2026-10-01T12:00:00.000Z',
        lastLoginAt: '2026-11-20T12:00:00.000Z',
        downlineCount: 4,
        deposits: 300,
        withdrawals: 100,
        bets: 1000,
        validBets: 950,
        profitLoss: -80.5,
        contracts: [
          { kind: 'DIVIDEND', rate: 0.25, status: 'ACTIVE' },
          { kind: 'DAILY_SALARY', rate: 0.008, status: 'PENDING' },
          { kind: 'HOURLY_SALARY', rate: 0.01, status: 'REJECTED' },
        ],
      },
      {
        data: {
          userId: 21002,
          username: 'agente2a',
          name: 'Ana',
          userType: '41',
          mainBalance: '10.5',
          status: 1,
          registerTime: Date.parse('2026-10-01T12:00:00.000Z'),
          lastLoginTime: String(Date.parse('2026-11-20T12:00:00.000Z')),
          subCount: '4',
          depositAmount: '300',
          withdrawAmount: 100,
          betAmount: '1000',
          validBetAmount: '950',
          winLoss: '-80.5',
          contractList: [
            { contractType: 'dividend', contractRate: '25%', contractStatus: 1 },
            { contractType: 'daily', contractRate: '0.8%', contractStatus: 0 },
            { contractType: 'hourly', contractRate: '1%', contractStatus: 2 },
          ],
          x: 1,
        },
      },
      {
        profile: {
          memberId: '21002',
          account: 'agente2a',
          nickname: 'Ana',
          type: 41,
          balance: 10.5,
          status: 'DISABLED',
          registeredAt: '2026-10-01T12:00:00.000Z',
          lastLoginAt: '2026-11-20T12:00:00.000Z',
          downlineCount: 4,
          deposits: 300,
          withdrawals: 100,
          bets: 1000,
          validBets: 950,
          winLose: -80.5,
          contract: { kind: 'DIVIDEND', rate: 0.25, status: 'ACCEPTED' },
          pendingContract: { type: 'DAILY_SALARY', rate: 0.008 },
        },
      },
    ],
    rejects: ['x', { data: { nickname: 'sem conta' } }, [1]],
  },
  downlineTransfer: {
    accepts: [{ balance: 90 }, { mainBalance: '90' }],
    rejects: [],
  },
  agentPalStatements: {
    accepts: [
      {
        list: [
          {
            id: '20002',
            account: 'agente2',
            betCount: 3,
            betAmount: 100,
            validBet: 90,
            winLoss: -40,
            bonus: 5,
            rebate: 1,
            profitLoss: 34,
          },
        ],
        total: 1,
        totalPages: 1,
        totals: { betAmount: 100, validBet: 90, winLoss: -40, bonus: 5, rebate: 1, profitLoss: 34 },
      },
      {
        content: [
          {
            memberId: '20002',
            username: 'agente2',
            count: '3',
            bet: '100',
            validBetAmount: '90',
            payout: '60',
            bonusAmount: '5',
            rebateAmount: '1',
          },
        ],
        totalCount: '1',
        totalPage: '1',
      },
    ],
    rejects: [{}, { list: [{ account: 'x' }] }],
  },
  agentRevenueReport: {
    accepts: [
      {
        list: [{ gameCategory: 'RNG', betCount: 2, betAmount: 50, validBet: 50, winLoss: -20, revenue: 6 }],
        total: 1,
        totalPages: 1,
        totals: { betAmount: 50, validBet: 50, winLoss: -20, revenue: 6 },
      },
      {
        data: [{ category: 'rng', count: '2', bet: '50', winLose: '-20', commission: '6' }],
      },
    ],
    rejects: [{}, { list: [{ category: 'RNG' }] }],
  },
  agentDownlineTransactions: {
    accepts: [
      {
        list: [{ ...withdrawalMovement, account: 'jogador01' }],
        total: 1,
        totalPages: 1,
        totals: { moneyIn: 0, moneyOut: -50 },
      },
      {
        records: [
          {
            transactionId: 'T-1',
            createTime: String(Date.parse(betTime)),
            transType: 'withdrawal',
            amount: '50',
            afterBalance: '100',
            status: 1,
            description: 'PIX',
            username: 'jogador01',
          },
        ],
        totalCount: 1,
        totalPages: 1,
        summary: { totalIn: 0, totalOut: 50 },
      },
    ],
    rejects: [{}, { list: [withdrawalMovement] }],
  },
  agentRealtimeSalaryRecords: {
    accepts: [
      {
        list: [
          {
            id: 'RT-1',
            periodStart: '2026-11-26T15:00:00.000Z',
            periodEnd: '2026-11-26T15:05:00.000Z',
            validBet: 1200,
            profitLoss: 80,
            activeMembers: 4,
            rate: 0.004,
            amount: 4.8,
            status: 'PAID',
          },
        ],
        total: 1,
        totalPages: 1,
        totals: { validBet: 1200, amount: 4.8 },
      },
      {
        content: [
          {
            recordId: 'RT-1',
            startTime: String(Date.parse('2026-11-26T15:00:00.000Z')),
            teamValidBet: '1200',
            teamProfitLoss: '80',
            activeCount: '4',
            salaryRate: '0.4%',
            salary: '4.8',
            status: 1,
          },
        ],
        totalCount: '1',
        totalPage: '1',
        summary: { teamValidBet: '1200', salary: '4.8' },
      },
    ],
    rejects: [{}, { list: [{ id: 'RT-1' }] }],
  },
};

/** Calls whose answer carries nothing the site reads (it is accepted whatever it is). */
const ANSWER_NOT_READ: readonly EndpointName[] = [
  'deletePixKey',
  'takeBreak',
  'selfExclude',
  'addFavourite',
  'removeFavourite',
  'changePassword',
  'logout',
  'forgotPasswordByEmail',
  'claimPromotion',
  'feedback',
  'withdrawPassword',
  'setMemberIcon',
  'setLimit',
  'confirmLimit',
  'cancelLimitChange',
  'setRealityCheck',
];

const read = (name: EndpointName, value: unknown) =>
  v.safeParse(endpoints[name].response as v.GenericSchema, value);

/** The spec's camelCase words written in snake_case (`gameName` → `game_name`) at every depth; keys such as vendor codes stay. */
function snakeCased(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCased);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      /^[a-z]/.test(key) ? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : key,
      snakeCased(item),
    ]),
  );
}

const withoutSnakeCaseKeys = (output: unknown): unknown =>
  JSON.parse(JSON.stringify(output), function (this: unknown, key, value) {
    return /^[a-z]+(_[a-z\d]+)+$/.test(key) ? undefined : value;
  });

/** `output` without `key` at any depth (a loose object passes the answer's own keys on). */
const withoutKey = (output: unknown, key: string): unknown =>
  JSON.parse(JSON.stringify(output), function (this: unknown, name, value) {
    return name === key ? undefined : value;
  });

const rowsWithCamelCaseWords = (Object.entries(ROWS) as [EndpointName, Row][]).filter(
  ([, row]) => JSON.stringify(snakeCased(row.accepts[0])) !== JSON.stringify(row.accepts[0]),
);

describe('§3 the spec’s field words in snake_case read as in camelCase (the client reads every answer through dropNulls)', () => {
  it('covers the calls whose answers have words of more than one part', () =>
    expect(rowsWithCamelCaseWords.length).toBeGreaterThanOrEqual(40));

  it.each(rowsWithCamelCaseWords)('%s', (name, row) => {
    const expected = read(name, dropNulls(row.accepts[0]));
    const parsed = read(name, dropNulls(snakeCased(row.accepts[0])));
    expect(parsed.issues?.map((issue) => issue.message) ?? []).toEqual([]);
    // A loose object passes the answer's own keys on: the snake_case ones are extra, never in place of a word.
    expect(withoutSnakeCaseKeys(parsed.output)).toEqual(JSON.parse(JSON.stringify(expected.output)));
  });

  it('an answer holding both spellings reads the camelCase one, and a keyed list never sees a key twice', () => {
    const answer = dropNulls({ game_name: 'snake', gameName: 'camel', cards: { pg_soft: 1 } }) as Record<
      string,
      unknown
    >;
    expect(answer.gameName).toBe('camel');
    expect(Object.keys(answer.cards as object)).toEqual(['pg_soft']);
    expect((answer.cards as Record<string, unknown>).pgSoft).toBe(1);
  });
});

/** Each call's entity (§3) and the key its spec-worded answer gives the entity's id under. */
const ENTITY_IDS: Partial<Record<EndpointName, [entity: string, idKey: string]>> = {
  hotGames: ['game', 'nodeId'],
  recentGames: ['game', 'nodeId'],
  gameList: ['game', 'nodeId'],
  favouriteList: ['game', 'nodeId'],
  popularNotices: ['notice', 'id'],
  depositChannels: ['channel', 'id'],
  deposit: ['order', 'id'],
  depositStatus: ['order', 'id'],
  depositOrders: ['order', 'id'],
  withdraw: ['order', 'id'],
  withdrawStatus: ['order', 'id'],
  withdrawOrders: ['order', 'id'],
  pixKeys: ['pixKey', 'id'],
  withdrawConfirm: ['order', 'id'],
  betRecords: ['bet', 'id'],
  transactionRecords: ['transaction', 'id'],
  bonusRecords: ['bonus', 'id'],
  pointRewards: ['reward', 'id'],
  redeemRecords: ['reference', 'referenceNo'],
  agentAnnouncements: ['announcement', 'id'],
  registerDownline: ['member', 'id'],
  downlineList: ['member', 'id'],
  downlineProfile: ['member', 'id'],
  agentPalStatements: ['statement', 'id'],
  agentDownlineTransactions: ['transaction', 'id'],
  agentRealtimeSalaryRecords: ['record', 'id'],
  rewardPromotions: ['promotion', 'id'],
  missionSummary: ['mission', 'id'],
  inboxMessages: ['message', 'id'],
  activeSessions: ['session', 'sessionId'],
  dailySalaryContracts: ['contract', 'contractId'],
};

/** `value` with every `from` key (at any depth) renamed `to`. */
function renamed(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renamed(item, from, to));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key === from ? to : key, renamed(item, from, to)]),
  );
}

describe('§3 an entity’s id also as <entity>Id or <entity>No', () => {
  const cases = (Object.entries(ENTITY_IDS) as [EndpointName, [string, string]][]).flatMap(
    ([name, [entity, idKey]]) =>
      [`${entity}Id`, `${entity}No`].filter((key) => key !== idKey).map((key) => [name, idKey, key] as const),
  );
  it.each(cases)('%s: %s as %s', (name, idKey, key) => {
    const first = (ROWS[name] as Row).accepts[0];
    expect(JSON.stringify(first)).toContain(`"${idKey}"`);
    const expected = read(name, dropNulls(first));
    const parsed = read(name, dropNulls(renamed(first, idKey, key)));
    expect(parsed.issues?.map((issue) => issue.message) ?? []).toEqual([]);
    expect(withoutKey(parsed.output, key)).toEqual(JSON.parse(JSON.stringify(expected.output)));
  });
});

describe('§7 every call’s reader: the spec’s words first, the plausible rest, never an empty result for nonsense', () => {
  it.each(Object.entries(ROWS) as [EndpointName, Row][])('%s', (name, row) => {
    const [first, ...others] = row.accepts;
    const expected = read(name, first);
    expect(expected.issues ?? []).toEqual([]);
    for (const form of others) {
      const parsed = read(name, form);
      expect({ form, issues: parsed.issues?.map((issue) => issue.message) ?? [] }).toEqual({
        form,
        issues: [],
      });
      expect({ form, output: JSON.parse(JSON.stringify(parsed.output)) }).toEqual({
        form,
        output: JSON.parse(JSON.stringify(expected.output)),
      });
    }
    for (const form of row.rejects)
      expect({ form, read: read(name, form).success }).toEqual({ form, read: false });
  });

  it('the calls left out of the table are the ones whose answer the site does not read, or are tested elsewhere', () => {
    const elsewhere: EndpointName[] = [
      // core and account calls: client.test.ts, account.test.ts, points.test.ts
      'systemStatus',
      'whiteLabel',
      'permission',
      'domainRoute',
      'captcha',
      'login',
      'smsNoLogin',
      'memberInfo',
      'balance',
      'register',
      'registerMobile',
      'registerSms',
      'freePlayLogin',
      'resetPasswordByPhone',
      'memberIcon',
      'pointBalance',
      'pointConfig',
      'redeemPointReward',
      // reward centre, missions and messages: rewards.test.ts
      'joinPromotion',
      'applyPromotion',
      'missionLeaderboard',
      'claimMission',
      'readMessage',
      'readAllMessages',
      'deleteMessage',
      // the other salary records share agentRealtimeSalaryRecords' reader: agentReports.test.ts
      'agentDividendRecords',
      'agentDailySalaryRecords',
      'agentHourSalaryRecords',
      // the agent's contracts: contracts.test.ts
      'dividendContracts',
      'hourlySalaryContracts',
      'realtimeSalaryContracts',
      // the security centre's login history, sessions and personal data: accountSecurity.test.ts
      'loginHistory',
      'endSession',
      'endOtherSessions',
      'personalData',
      // the VIP progress and the invited friends: memberProgress.test.ts
      'vipProgress',
      'invitedFriends',
      // two-step verification: twoStep.test.ts (its status and the authenticator binding; the rest answer nothing read)
      'twoStepStatus',
      'bindAuthenticator',
      'confirmTwoStep',
      'disableTwoStep',
    ];
    const covered = new Set<string>([...Object.keys(ROWS), ...ANSWER_NOT_READ, ...elsewhere]);
    expect(ENDPOINT_NAMES.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('an unreadable answer reaches the caller as an invalid-response GatewayError', async () => {
    const gw = createGatewayClient({
      baseUrl: 'http://gw.test',
      getToken: () => null,
      onUnauthorized: () => undefined,
      fetch: async () => new Response(JSON.stringify({ success: true, value: { nothing: true } })),
    });
    for (const call of [
      () => gw.content.publicContent(),
      () => gw.games.menus(),
      () => gw.account.registerSettings(),
      () => gw.games.list({ gameType: 'RNG', pageNo: 1, pageSize: 18 }),
    ]) {
      const error = await call().then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(isGatewayError(error) && error.kind).toBe('invalid-response');
    }
  });
});

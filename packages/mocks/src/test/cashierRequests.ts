import type { EndpointName } from '@sorte/gateway';
import { approveWithdrawal, createDeposit, createWithdrawal, savePixKey } from '../cashierState.ts';
import type { createDb } from '../db.ts';
import { DEMO_WITHDRAW_PASSWORD } from '../fixtures/accounts.ts';

// Requests of the cashier's calls that succeed for jogador01 against a fresh db (schemas.test.ts round trip). The
// first order a fresh db makes is number 70001.

type Db = ReturnType<typeof createDb>;
const jogador01 = (db: Db) => db.findAccount('jogador01')!;

export const CASHIER_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  walletTransfer: { direction: 'toVendor', vendor: 'SOLX', amount: 100 },
  deposit: { channelId: 'pix', amount: 100 },
  depositStatus: { id: 'D70001' },
  withdraw: {
    amount: 100,
    receivingType: 'PIX',
    pixKeyType: 'EMAIL',
    pixKey: 'ana.souza@sorte.example',
    withdrawPassword: DEMO_WITHDRAW_PASSWORD,
  },
  withdrawStatus: { id: 'W70001' },
  withdrawConfirm: {
    id: 'W70001',
    answer: 'PARTLY_RECEIVED',
    receivedAmount: 60,
    proof: new File([new Uint8Array(64)], 'comprovante.png', { type: 'image/png' }),
  },
  uplineTransfer: { amount: 10, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
  deletePixKey: { id: 'PK70001' },
};

const savedKey = (db: Db) => {
  savePixKey(db, jogador01(db), 'EMAIL', 'ana.souza@sorte.example');
};

export const CASHIER_PREPARE: Partial<Record<EndpointName, (db: Db) => void>> = {
  depositStatus: (db) => {
    createDeposit(db, jogador01(db), 'pix', 100);
  },
  withdrawStatus: (db) => {
    createWithdrawal(db, jogador01(db), 100);
  },
  withdrawConfirm: (db) => {
    createWithdrawal(db, jogador01(db), 100);
    approveWithdrawal(db);
  },
  pixKeys: savedKey,
  deletePixKey: savedKey,
};

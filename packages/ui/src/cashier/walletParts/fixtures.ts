import {
  formatMoney,
  type MoneyEvent,
  type MoneyEventKind,
  type Upline,
  type VendorWallet,
} from '@sorte/domain';
import { accountFixtures, VENDOR_FIXTURES } from '@sorte/mocks/fixtures';

// Story fixtures for the wallet components: jogador01's balance and the simulated gateway's vendors (from
// @sorte/mocks/fixtures), with vendor-wallet balances of our own until the simulated gateway serves
// GCS_merchantWallet. Used only by stories, never by components.

const jogador01 = accountFixtures().find((account) => account.account === 'jogador01')!;

export const storyMember = { account: jogador01.account, nickname: jogador01.nickname };

/** jogador01's main balance in the simulated gateway (R$ 1.523,75). */
export const mainBalance = jogador01.balance;

const vendorName = (code: string) => VENDOR_FIXTURES.find((vendor) => vendor.vassalage === code)!.displayName;

/** Four vendor wallets: money in two, an empty one, and one under maintenance. */
export const vendorWallets: readonly VendorWallet[] = [
  { vendor: 'AOVIVO', name: vendorName('AOVIVO'), balance: 250, available: true },
  { vendor: 'GOL', name: vendorName('GOL'), balance: 87.4, available: true },
  { vendor: 'MARE', name: vendorName('MARE'), balance: 0, available: true },
  { vendor: 'PRAIA', name: vendorName('PRAIA'), balance: 40, available: false },
];

export const emptyVendorWallets: readonly VendorWallet[] = vendorWallets.map((wallet) => ({
  ...wallet,
  balance: 0,
  available: true,
}));

const agente1 = accountFixtures().find((account) => account.account === 'agente1')!;

/** jogador01's upline: the agent agente1. */
export const storyUpline: Upline = { account: agente1.account, nickname: agente1.nickname };

/** Money as the site shows it in Portuguese (the app passes the player's language and currency). */
export const formatReais = (amount: number) => formatMoney(amount, { currency: 'BRL', locale: 'pt-BR' });

/** One §4 notification of each kind, as the socket delivers them to jogador01. */
export const moneyEvents = {
  depositCredited: {
    kind: 'depositCredited',
    transactionId: 'DP-20261125-0042',
    amount: 500,
    balance: 2023.75,
  },
  withdrawalApproved: { kind: 'withdrawalApproved', transactionId: 'WD-20261125-0017', amount: 1200 },
  withdrawalRejected: {
    kind: 'withdrawalRejected',
    transactionId: 'WD-20261125-0018',
    amount: 300,
    reason: 'A chave PIX não pertence ao titular da conta.',
  },
  depositFailed: {
    kind: 'depositFailed',
    transactionId: 'DP-20261125-0043',
    amount: 150,
    reason: 'O pagamento PIX não foi recebido dentro do prazo.',
  },
} as const satisfies Record<MoneyEventKind, MoneyEvent>;

import {
  formatMoney,
  type MoneyEvent,
  type MoneyEventKind,
  type Upline,
  type VendorWallet,
} from '@sorte/domain';
import {
  accountFixtures,
  VENDOR_UNDER_MAINTENANCE,
  VENDOR_WALLET_BALANCES,
  WALLET_VENDORS,
} from '@sorte/mocks/fixtures';

// Story fixtures for the wallet components: the balances and vendor wallets the simulated gateway serves
// (@sorte/mocks/fixtures), so stories and mocks cannot drift. Used only by stories, never by components.

const account = (name: string) => accountFixtures().find((candidate) => candidate.account === name)!;
const jogador01 = account('jogador01');

export const storyMember = { account: jogador01.account, nickname: jogador01.nickname };

/** jogador01's main balance in the simulated gateway (R$ 1.523,75). */
export const mainBalance = jogador01.balance;

/** An account's vendor wallets as the simulated gateway serves them (GCS_merchantWallet) before any transfer. */
const walletsOf = (accountId: string): readonly VendorWallet[] =>
  WALLET_VENDORS.map(({ vendor, name }) => ({
    vendor,
    name,
    balance: VENDOR_WALLET_BALANCES[accountId]?.[vendor] ?? 0,
    available: vendor !== VENDOR_UNDER_MAINTENANCE,
  }));

/** jogador01's four vendor wallets: money in two, an empty one, and one under maintenance. */
export const vendorWallets = walletsOf(jogador01.id);

/** semsaldo01's wallets: nothing anywhere. */
export const emptyVendorWallets = walletsOf(account('semsaldo01').id);

const agente1 = account('agente1');

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

/** What a player of the story's language types: its Portuguese form on a Portuguese page, else its English form. */
export function typedAs(portuguese: string, english: string): string {
  return document.documentElement.lang.toLowerCase().startsWith('pt') ? portuguese : english;
}

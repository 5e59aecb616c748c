import {
  approveWithdrawal,
  createDeposit,
  createWithdrawal,
  depositsOf,
  mockDb,
  moneySocketHandler,
  runCashierControl,
} from '@sorte/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  PAGE_WAIT,
  PHONE,
  prepareScreen,
  renderScreen,
  STORY_NOW,
  storyLocation,
} from '../../stories/ScreenStory.tsx';

/** The config's `socketUrl` in these stories: MSW's WebSocket link answers there with the simulated gateway's events. */
const SOCKET_URL = 'wss://socket.sorte.test/ws';

/**
 * Resolves once the page's money socket has been let in (the simulated gateway answered its auth): only then does
 * an event the back office sends reach the page. The page's WebSocket (MSW's, in Storybook) is watched, not replaced.
 */
let socketAuthenticated: Promise<void> = Promise.resolve();

function watchMoneySocket() {
  const PageSocket = globalThis.WebSocket;
  let authenticated = () => {};
  socketAuthenticated = new Promise((resolve) => {
    authenticated = resolve;
  });
  globalThis.WebSocket = class extends PageSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && /"type":"auth","ok":true/.test(event.data)) authenticated();
      });
    }
  };
  return () => {
    globalThis.WebSocket = PageSocket;
  };
}

/**
 * The member centre (spec §2) and its cashier pages on the simulated gateway, signed in as jogador01 (main balance
 * R$ 1.523,75, vendor wallets from the gateway's fixtures, withdraw password 135790, upline agente1), with the live
 * money events' socket.
 */
const meta = {
  title: 'Screens/Member centre',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { account: 'jogador01', config: { socketUrl: SOCKET_URL } },
  beforeEach: (context) => {
    const finish = prepareScreen(context, { clockAt: STORY_NOW });
    context.msw.use(moneySocketHandler(mockDb, SOCKET_URL));
    const unwatch = watchMoneySocket();
    return () => {
      unwatch();
      finish();
    };
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/**
 * A desktop window tall enough for the withdraw form and the withdrawal under it: the picture needs no scrolling,
 * whose resting offset varies by a few pixels from run to run.
 */
const tallDesktop = {
  parameters: {
    viewport: {
      options: { tallDesktop: { name: 'Tall desktop', styles: { width: '1280px', height: '1200px' } } },
    },
  },
  globals: { viewport: { value: 'tallDesktop', isRotated: false } },
};

const jogador01 = () => {
  const account = mockDb.findAccount('jogador01');
  if (!account) throw new Error('no demo account jogador01');
  return account;
};

/** The member centre's menu once it has rendered (the route and its page are lazy). */
const memberMenu = () =>
  screen.findByRole('navigation', { name: /^(central do membro|member centre)$/i }, PAGE_WAIT);

/** The balance in the member centre's summary, once the gateway has answered. */
const summaryShows = (amount: RegExp) =>
  waitFor(
    () =>
      expect(screen.getByRole('region', { name: /^(sua conta|your account)$/i })).toHaveTextContent(amount),
    PAGE_WAIT,
  );

/** Nothing on the page is wider than the screen. */
const fitsTheScreen = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

/** On a phone /member is the menu: the built pages in the spec's order (the limits, issue 26, last), each a link to its own URL. */
export const PhoneMenu: Story = {
  parameters: { path: '/member' },
  globals: PHONE,
  play: async () => {
    const menu = await memberMenu();
    const links = within(menu).getAllByRole('link');
    // §2's order among the pages built so far, each at its own URL.
    const expected: [RegExp, string][] = [
      [/^(central de segurança|security centre|security center)$/i, '/member/security'],
      [/^(transferência|transfer)$/i, '/member/transfer'],
      [/^(depósito|deposit)$/i, '/member/deposit'],
      [/^(saque|withdraw)$/i, '/member/withdraw'],
      [/^(histórico do caixa|cashier history)$/i, '/member/cashier-history'],
      [/^(transferir para o superior|transfer to upline)$/i, '/member/transfer-upline'],
      [/^(registro de apostas|betting record)$/i, '/member/bets'],
      [/^(registro da conta|account record)$/i, '/member/transactions'],
      [/^(lucro e perda pessoal|personal profit and loss)$/i, '/member/profit'],
      [/^(detalhes do bônus|bonus details)$/i, '/member/bonus'],
      [/^(central de recompensas|reward centre)/i, '/member/rewards'],
      [/^(indicação|referral)$/i, '/member/referral'],
      [/^(missões|missions)/i, '/member/missions'],
      [/^(mensagens|messages)/i, '/member/messages'],
      [/^(rebate manual|manual rebate)$/i, '/member/rebate'],
      [/^(limites de jogo|gambling limits)$/i, '/member/limits'],
    ];
    await expect(links).toHaveLength(expected.length);
    for (const [index, [name, href]] of expected.entries()) {
      await expect(links[index]).toHaveAccessibleName(name);
      await expect(links[index]).toHaveAttribute('href', href);
    }
    await summaryShows(/1\D?523[.,]75/);
    await fitsTheScreen();
  },
};

/** Desktop: the menu stands beside the transfer page; the form offers the gateway's vendor wallets. */
export const DesktopTransfer: Story = {
  parameters: { path: '/member/transfer' },
  globals: desktop,
  play: async () => {
    const menu = await memberMenu();
    await expect(within(menu).getByRole('link', { name: /^(transferência|transfer)$/i })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const wallet = await screen.findByRole('combobox', { name: /carteira de jogo|game wallet/i }, PAGE_WAIT);
    await waitFor(() => expect(within(wallet).getByRole('option', { name: /Solx Slots/ })).toBeEnabled());
    // The wallet under maintenance is listed but takes no transfer.
    await expect(within(wallet).getByRole('option', { name: /Maré Fishing/ })).toBeDisabled();
    await summaryShows(/1\D?523[.,]75/);
    // The menu and the page side by side.
    const menuBox = menu.getBoundingClientRect();
    const walletBox = wallet.getBoundingClientRect();
    await expect(menuBox.top).toBeLessThan(walletBox.bottom);
    await expect(Math.abs(menuBox.left - walletBox.left)).toBeGreaterThan(menuBox.width / 2);
  },
};

/** A PIX deposit asked for on the page: its QR code, its copy-paste code and the code's 30 minutes to pay. */
export const DepositPendingPix: Story = {
  parameters: { path: '/member/deposit' },
  play: async ({ userEvent }) => {
    const amount = await screen.findByRole(
      'textbox',
      { name: /valor do depósito|deposit amount/i },
      PAGE_WAIT,
    );
    await expect(screen.getByRole('radio', { name: /^PIX/ })).toBeChecked();
    await userEvent.type(amount, '100');
    await userEvent.click(screen.getByRole('button', { name: /^(depositar|deposit)$/i }));

    const charge = await screen.findByRole('region', { name: /depósito por pix|deposit by pix/i }, PAGE_WAIT);
    const qr = await within(charge).findByRole(
      'img',
      { name: /(QR code PIX de|PIX QR code for)/ },
      PAGE_WAIT,
    );
    await expect(qr.getAttribute('src')).toMatch(/^data:image\//);
    await waitFor(() => expect((qr as HTMLImageElement).complete).toBe(true));
    await expect(within(charge).getByRole('timer')).toHaveTextContent(/30:00/);
    // The code the gateway made for this order, shown whole to copy.
    const instructions = depositsOf(mockDb, jogador01().id)[0]?.instructions;
    await expect(instructions?.kind).toBe('PIX');
    await expect(charge).toHaveTextContent(
      instructions?.kind === 'PIX' ? instructions.copyPasteCode : 'no PIX code',
    );
    await expect(
      within(charge).getByText(/^(aguardando o pagamento|waiting for the payment)/i),
    ).toBeVisible();
  },
};

/** An approved withdrawal waits for the player's answer, with the time left before it counts as received. */
export const WithdrawAwaitingConfirmation: Story = {
  parameters: { path: '/member/withdraw', ...tallDesktop.parameters },
  globals: tallDesktop.globals,
  beforeEach: () => {
    createWithdrawal(mockDb, jogador01(), 200);
    approveWithdrawal(mockDb, { accountId: jogador01().id });
  },
  play: async () => {
    const card = await screen.findByRole(
      'region',
      { name: /(saque de|withdrawal of) \D*200[,.]00/i },
      PAGE_WAIT,
    );
    await expect(within(card).getByRole('status')).toHaveTextContent(
      /^(confirme o recebimento|confirm receipt)$/i,
    );
    // Fee 2 + 1 %: R$ 4,00 of R$ 200,00, so R$ 196,00 arrives.
    await expect(card).toHaveTextContent(/196[,.]00/);
    await expect(within(card).getByRole('timer')).toHaveTextContent(/1:00:00/);
    await expect(
      within(card).getByRole('button', { name: /confirmar recebimento|confirm receipt/i }),
    ).toBeEnabled();
    // The amount held for it has left the balance.
    await summaryShows(/1\D?323[.,]75/);
  },
};

/** A small png drawn on the spot, as a player's screenshot of the bank statement would be. */
async function proofImage(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#e8f5ee';
  context.fillRect(0, 0, 120, 80);
  context.fillStyle = '#1f7a4d';
  context.fillRect(12, 14, 96, 10);
  context.fillRect(12, 34, 64, 10);
  context.fillRect(12, 54, 80, 10);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no png');
  return new File([blob], 'extrato.png', { type: 'image/png' });
}

/** §4: partly received, the amount typed, the remainder worked out, the proof previewed before sending. */
export const ConfirmPartlyReceived: Story = {
  // Tall enough that the page behind the dialog needs no scrolling (its resting offset varied with the longer menu).
  parameters: { path: '/member/withdraw', ...tallDesktop.parameters },
  globals: tallDesktop.globals,
  beforeEach: () => {
    createWithdrawal(mockDb, jogador01(), 200);
    approveWithdrawal(mockDb, { accountId: jogador01().id });
  },
  play: async ({ userEvent }) => {
    const card = await screen.findByRole(
      'region',
      { name: /(saque de|withdrawal of) \D*200[,.]00/i },
      PAGE_WAIT,
    );
    await userEvent.click(
      within(card).getByRole('button', { name: /confirmar recebimento|confirm receipt/i }),
    );
    const dialog = await screen.findByRole('dialog', { name: /você recebeu o saque|did you receive/i });
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/1:00:00/);
    await userEvent.click(within(dialog).getByRole('radio', { name: /recebi só uma parte|only part/i }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /valor recebido|amount received/i }),
      '150',
    );
    // R$ 196,00 expected, R$ 150,00 received: R$ 46,00 still owed.
    await waitFor(() => expect(dialog).toHaveTextContent(/(falta receber|still owed)\D*46[,.]00/i));
    const file = dialog.querySelector('input[type="file"]');
    if (!(file instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(file, await proofImage());
    const preview = await within(dialog).findByRole('img', {
      name: /^(prévia do comprovante|receipt preview)$/i,
    });
    await waitFor(() => expect((preview as HTMLImageElement).complete).toBe(true));
    // Only a forced receipt (received, full payment) warns that the deposit is not refunded.
    await expect(dialog).not.toHaveTextContent(/não será reembolsado|not be refunded/i);
    await expect(within(dialog).getByRole('button', { name: /enviar resposta|send answer/i })).toBeEnabled();
    // The file field keeps focus after the upload; whether its ring is drawn is timing, not a part of the picture.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Transfer to the upline: after the amount and the withdraw password, the confirm step names agente1. */
export const TransferUplineConfirm: Story = {
  parameters: { path: '/member/transfer-upline' },
  play: async ({ userEvent }) => {
    const form = await screen.findByRole(
      'form',
      { name: /^(transferir para o superior|transfer to upline)$/i },
      PAGE_WAIT,
    );
    await expect(form).toHaveTextContent(/Carlos Lima/);
    await userEvent.type(within(form).getByRole('textbox', { name: /^(valor|amount)/i }), '250');
    await userEvent.type(within(form).getByLabelText(/senha de saque|withdraw password/i), '135790');
    await userEvent.click(within(form).getByRole('button', { name: /^(continuar|continue)$/i }));

    const confirm = await screen.findByRole('form', {
      name: /confirmar transferência para o superior|confirm the transfer to your upline/i,
    });
    await expect(confirm).toHaveTextContent(/250[,.]00/);
    // Balance after: R$ 1.523,75 − R$ 250,00.
    await expect(confirm).toHaveTextContent(/1\D?273[.,]75/);
    await expect(
      within(confirm).getByRole('button', { name: /^(confirmar transferência|confirm transfer)$/i }),
    ).toBeEnabled();
    await expect(storyLocation()).toBe('/member/transfer-upline');
  },
};

/** The back office credits the pending PIX deposit: the live event's toast, the balance and the page follow. */
export const DepositCreditedToast: Story = {
  parameters: { path: '/member/deposit' },
  beforeEach: () => {
    createDeposit(mockDb, jogador01(), 'pix', 500);
  },
  play: async ({ userEvent }) => {
    const charge = await screen.findByRole('region', { name: /depósito por pix|deposit by pix/i }, PAGE_WAIT);
    await within(charge).findByRole('img', { name: /(QR code PIX de|PIX QR code for)/ }, PAGE_WAIT);
    await summaryShows(/1\D?523[.,]75/);
    await socketAuthenticated;
    await expect(runCashierControl(mockDb, { action: 'creditDeposit', account: 'jogador01' }).status).toBe(
      200,
    );

    const notifications = screen.getByRole('region', { name: /^(notificações|notifications)$/i });
    const toast = await within(notifications).findByText(
      /^(depósito creditado|deposit credited)$/i,
      undefined,
      PAGE_WAIT,
    );
    // Pointing at a toast keeps it while the picture is taken (it closes by itself otherwise).
    await userEvent.hover(toast);
    // The toast no longer repeats the event's balance (issue 22): the summary shows the balance read again.
    await expect(notifications).not.toHaveTextContent(/2\D?023[.,]75/);
    await summaryShows(/2\D?023[.,]75/);
    await expect(
      await within(charge).findByText(/^(depósito creditado|deposit credited)$/i, undefined, PAGE_WAIT),
    ).toBeVisible();
  },
};

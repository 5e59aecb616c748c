import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { emptyVendorWallets, formatReais, mainBalance, vendorWallets } from '../walletParts/fixtures.ts';
import * as frames from '../walletParts/storyFrames.css.ts';
import { WalletOverview } from './WalletOverview.tsx';

const meta = {
  title: 'Cashier/WalletOverview',
  component: WalletOverview,
  args: {
    main: { status: 'ready', balance: mainBalance },
    vendors: { status: 'ready', wallets: vendorWallets },
    formatAmount: formatReais,
    onRefresh: fn(),
    onRetry: fn(),
    onMoveIn: fn(),
    onMoveOut: fn(),
    onCollectAll: fn(),
  },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <div className={frames.column}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof WalletOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  moveIn: (vendor: string) => uiText(`Colocar em ${vendor}`, `Move in to ${vendor}`),
  moveOut: (vendor: string) => uiText(`Retirar de ${vendor}`, `Move out of ${vendor}`),
  collectAll: uiText('Recolher tudo para a principal', 'Bring all back to main'),
  refresh: uiText('Atualizar saldos', 'Refresh balances'),
  retry: uiText('Tentar novamente', 'Try again'),
};

const phone: Decorator = (Story) => (
  <div className={frames.phone}>
    <Story />
  </div>
);

/** The main balance and four vendor wallets; each action reports the wallet it is about. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('R$ 1.523,75')).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(vendorWallets.length);

    await userEvent.click(canvas.getByRole('button', { name: name.moveIn('Solx Slots') }));
    await expect(args.onMoveIn).toHaveBeenCalledWith(vendorWallets[0]);
    await userEvent.click(canvas.getByRole('button', { name: name.moveOut('Ao Vivo Studio') }));
    await expect(args.onMoveOut).toHaveBeenCalledWith(vendorWallets[1]);
    // Nothing to move out of an empty wallet.
    await expect(canvas.getByRole('button', { name: name.moveOut('Gol Sports') })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: name.collectAll }));
    await expect(args.onCollectAll).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: name.refresh }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** A wallet under maintenance says so and takes no transfers either way. */
export const VendorUnavailable: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getAllByRole('listitem').find((item) => item.textContent?.includes('Maré Fishing'));
    await expect(row).toBeDefined();
    const mare = within(row as HTMLElement);
    await expect(mare.getByText(uiText('Em manutenção', 'Under maintenance'))).toBeVisible();
    await expect(mare.getByRole('button', { name: name.moveIn('Maré Fishing') })).toBeDisabled();
    await expect(mare.getByRole('button', { name: name.moveOut('Maré Fishing') })).toBeDisabled();
  },
};

/** At 360 px each wallet's actions wrap under its name and balance. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name.moveIn('Ao Vivo Studio') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: name.collectAll })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { main: { status: 'loading' }, vendors: { status: 'loading', wallets: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiText('Carregando saldo', 'Loading balance'))).toBeInTheDocument();
    await expect(
      canvas.getByText(uiText('Carregando carteiras de jogos', 'Loading game wallets')),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: name.collectAll })).toBeNull();
  },
};

/** Nothing anywhere: no move can be made, nothing to bring back. */
export const EmptyWallet: Story = {
  args: { main: { status: 'ready', balance: 0 }, vendors: { status: 'ready', wallets: emptyVendorWallets } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('R$ 0,00')).toHaveLength(emptyVendorWallets.length + 1);
    await expect(canvas.getByRole('button', { name: name.moveIn('Ao Vivo Studio') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: name.moveOut('Ao Vivo Studio') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: name.collectAll })).toBeDisabled();
  },
};

export const NoVendorWallets: Story = {
  args: { vendors: { status: 'ready', wallets: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(uiText('Nenhuma carteira de jogo neste site.', 'This site has no game wallets.')),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: name.collectAll })).toBeNull();
  },
};

/** Each failed read says why (spec §8) and offers a retry. */
export const LoadFailed: Story = {
  args: {
    main: { status: 'error', failure: 'timeout' },
    vendors: { status: 'error', wallets: [], failure: 'network' },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    const retries = canvas.getAllByRole('button', { name: name.retry });
    await userEvent.click(retries[0] as HTMLElement);
    await userEvent.click(retries[1] as HTMLElement);
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** A single-wallet merchant (§3 isSingle): one balance for every game and no transfer actions. */
export const SingleWallet: Story = {
  args: { isSingle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('R$ 1.523,75')).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: uiText('Carteiras de jogos', 'Game wallets') }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Colocar|Move in|Retirar|Move out/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: name.collectAll })).toBeNull();
  },
};

/** While everything comes back to main, the button is busy and no single move can start. */
export const Collecting: Story = {
  args: { collecting: true, refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name.collectAll })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: name.refresh })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: name.moveIn('Ao Vivo Studio') })).toBeDisabled();
  },
};

/** Issue 23 item 4: beside the balance, what can be withdrawn now and what a bonus rollover holds. */
export const WithdrawableAndHeld: Story = {
  tags: ['screenshot'],
  args: { withdrawable: { amount: 1_509.25, held: { amount: 14.5, wagerLeft: 287.6 } } },
  play: async ({ canvas }) => {
    const split = canvas.getByText(uiText('Sacável', 'Withdrawable')).closest('dl') as HTMLElement;
    await expect(split).toHaveTextContent('R$ 1.509,25');
    await expect(
      within(split).getByText(uiText('Retido pelo rollover de bônus', 'Held by a bonus rollover')),
    ).toBeVisible();
    await expect(split).toHaveTextContent(/R\$ 14,50 · (faltam|) ?R\$ 287,60/);
  },
};

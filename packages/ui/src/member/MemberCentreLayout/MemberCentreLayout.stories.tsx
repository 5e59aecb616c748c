import { MEMBER_CENTRE_ITEMS, memberCentreMenu } from '@sorte/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WalletOverview } from '../../cashier/WalletOverview/index.ts';
import { formatReais, mainBalance, storyMember, vendorWallets } from '../../cashier/walletParts/fixtures.ts';
import * as frames from '../../cashier/walletParts/storyFrames.css.ts';
import { uiText } from '../../layout/fixtures.ts';
import { MemberCentreLayout } from './MemberCentreLayout.tsx';

const everyItem = memberCentreMenu(MEMBER_CENTRE_ITEMS, { isSingleWallet: false, unread: {} });

const noNavigation = (event: Event) => event.preventDefault();

const walletPage = (
  <WalletOverview
    main={{ status: 'ready', balance: mainBalance }}
    vendors={{ status: 'ready', wallets: vendorWallets }}
    formatAmount={formatReais}
    onRefresh={fn()}
    onRetry={fn()}
    onMoveIn={fn()}
    onMoveOut={fn()}
    onCollectAll={fn()}
  />
);

const meta = {
  title: 'Member/MemberCentreLayout',
  component: MemberCentreLayout,
  args: {
    entries: everyItem,
    activeItem: null,
    hrefFor: (item) => `/member/${item}`,
    member: { account: storyMember.account, balance: mainBalance, vipLabel: 'VIP 3' },
    formatAmount: formatReais,
    backHref: '/member',
    onBack: fn(),
  },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCentreLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone: Decorator = (Story) => (
  <div className={frames.phone}>
    <Story />
  </div>
);

const name = {
  menu: uiText('Central do membro', 'Member centre'),
  back: uiText('Voltar ao menu', 'Back to menu'),
  transfer: uiText('Transferência', 'Transfer'),
  deposit: uiText('Depósito', 'Deposit'),
};

/** A phone on /member: the menu is the page, every §2 item in the spec's order, each a link to its page. */
export const PhoneMenu: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: name.menu })).toBeVisible();
    const links = within(canvas.getByRole('navigation', { name: name.menu })).getAllByRole('link');
    await expect(links).toHaveLength(MEMBER_CENTRE_ITEMS.length);
    await expect(links[0]).toHaveAccessibleName(uiText('Central de segurança', 'Security centre'));
    await expect(links[4]).toHaveAccessibleName(uiText('Histórico do caixa', 'Cashier history'));
    await expect(links.at(-2)).toHaveAccessibleName(uiText('Rebate manual', 'Manual rebate'));
    await expect(links.at(-1)).toHaveAccessibleName(uiText('Limites de jogo', 'Gambling limits'));
    await expect(canvas.queryByRole('link', { name: name.back })).toBeNull();
    await expect(canvas.getByText('R$ 1.523,75')).toBeVisible();
    await expect(canvas.getByRole('link', { name: name.deposit })).toHaveAttribute(
      'href',
      '/member/depositv2',
    );
  },
};

/** A phone on /member/transferFund: the page replaces the menu, with a back control to it. */
export const PhonePageOpen: Story = {
  args: { activeItem: 'transferFund', children: walletPage },
  decorators: [phone],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: name.transfer })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: name.menu })).toBeNull();
    const back = canvas.getByRole('link', { name: name.back });
    await expect(back).toHaveAttribute('href', '/member');
    back.addEventListener('click', noNavigation);
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    back.blur();
  },
};

/** Without a back route the back control is a button that reports `onBack`. */
export const PhoneBackAction: Story = {
  args: { activeItem: 'transferFund', children: walletPage, backHref: undefined },
  decorators: [phone],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A desktop: the menu beside the page, the open page's item marked; no back control. */
export const DesktopMenuBeside: Story = {
  args: { activeItem: 'transferFund', children: walletPage },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: name.menu });
    await expect(within(menu).getByRole('link', { name: name.transfer })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: name.deposit })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('heading', { level: 1, name: name.transfer })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: name.back })).toBeNull();
  },
};

/** §2 badges for missions, messages and rewards, read out as unread counts; over 99 reads 99+. */
export const Badges: Story = {
  args: {
    entries: memberCentreMenu(MEMBER_CENTRE_ITEMS, {
      isSingleWallet: false,
      unread: { missions: 2, messages: 3, rewards: 120 },
    }),
  },
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: uiText('Mensagens (3 não lidas)', 'Messages (3 unread)') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: uiText('Missões (2 não lidas)', 'Missions (2 unread)') }),
    ).toBeVisible();
    const rewards = canvas.getByRole('link', {
      name: uiText('Central de recompensas (120 não lidas)', 'Reward centre (120 unread)'),
    });
    await expect(rewards).toHaveTextContent('99+');
  },
};

/** Only what is built shows (and a single-wallet merchant has no transfer page): nothing pretends to exist. */
export const BuiltItemsOnly: Story = {
  args: {
    entries: memberCentreMenu(['depositv2', 'withdraw', 'transferFund', 'transferUpline', 'messageV2'], {
      isSingleWallet: true,
      unread: { messages: 1 },
    }),
    activeItem: 'depositv2',
    member: { account: storyMember.account, balance: mainBalance },
    children: walletPage,
  },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('navigation', { name: name.menu })).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/member/depositv2',
      '/member/withdraw',
      '/member/transferUpline',
      '/member/messageV2',
    ]);
    await expect(canvas.queryByText('VIP 3')).toBeNull();
  },
};

/** The balance is still loading: a placeholder, said to screen readers. */
export const BalanceLoading: Story = {
  args: { member: { account: storyMember.account } },
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiText('Carregando saldo', 'Loading balance'))).toBeInTheDocument();
  },
};

/** The app's router renders the menu's links and the back link. */
export const RenderedByTheApp: Story = {
  args: {
    activeItem: 'withdraw',
    children: walletPage,
    renderLink: (_item, props) => <a {...props} data-router-link="" />,
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: name.menu });
    for (const link of within(menu).getAllByRole('link'))
      await expect(link).toHaveAttribute('data-router-link');
  },
};

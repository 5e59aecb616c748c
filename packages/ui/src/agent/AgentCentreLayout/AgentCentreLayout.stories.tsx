import { AGENT_MENU_ITEMS, agentMenu } from '@sorte/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatReais, mainBalance } from '../../cashier/walletParts/fixtures.ts';
import * as frames from '../../cashier/walletParts/storyFrames.css.ts';
import { uiText } from '../../layout/fixtures.ts';
import { AgentCentreLayout } from './AgentCentreLayout.tsx';

const everyFlag = {
  divtypereq: true,
  dailysalreqtype: true,
  contracthoursalreq: true,
  realtimesalreqtype: true,
};

const meta = {
  title: 'Agent/AgentCentreLayout',
  component: AgentCentreLayout,
  args: {
    menu: agentMenu(AGENT_MENU_ITEMS, everyFlag),
    shortcuts: ['deposit', 'withdraw', 'messages'],
    unreadMessages: 2,
    onCustomerService: fn(),
    activePage: null,
    hrefFor: (page) => `/agentHome/${page}`,
    agent: { account: 'agente1', balance: mainBalance },
    formatAmount: formatReais,
    backHref: '/agentHome',
  },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentCentreLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone: Decorator = (Story) => (
  <div className={frames.phone}>
    <Story />
  </div>
);

const name = {
  centre: uiText('Centro do agente', 'Agent centre'),
  menu: uiText('Menu do agente', 'Agent menu'),
  back: uiText('Voltar ao menu', 'Back to menu'),
  deposit: uiText('Depósito', 'Deposit'),
  announcements: uiText('Anúncios do agente', 'Agent announcements'),
  dividends: uiText('Registros de dividendos', 'Dividend records'),
  service: uiText('Atendimento ao cliente', 'Customer service'),
};

const page = <p>{'…'}</p>;

/** A phone on /agentHome: the summary, the shortcuts and the §2 Agent menu are the page. */
export const PhoneMenu: Story = {
  decorators: [phone],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: name.centre })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: name.menu });
    // 3 shortcuts and the 12 items.
    await expect(within(menu).getAllByRole('link')).toHaveLength(15);
    await expect(within(menu).getByRole('link', { name: name.announcements })).toHaveAttribute(
      'href',
      '/agentHome/agentAnnouncement',
    );
    await expect(within(menu).getByRole('link', { name: /(Mensagens|Messages)/ })).toHaveTextContent('2');
    await expect(canvas.queryByRole('link', { name: name.back })).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: name.service }));
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
  },
};

/** A phone on /agentHome/deposit: the page replaces the menu, with a back control to it. */
export const PhonePageOpen: Story = {
  args: { activePage: 'deposit', children: page },
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: name.deposit })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: name.menu })).toBeNull();
    await expect(canvas.getByRole('link', { name: name.back })).toHaveAttribute('href', '/agentHome');
  },
};

/** From tablet width: the menu beside the page, the open page's item marked, no back control. */
export const DesktopMenuBeside: Story = {
  args: { activePage: 'agentAnnouncement', children: page },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: name.menu });
    await expect(within(menu).getByRole('link', { name: name.announcements })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: name.back })).toBeNull();
  },
};

/** §3 Consolidated flags still loading: the flagged items stay out, a placeholder holds their place. */
export const FlagsLoading: Story = {
  args: { menu: agentMenu(AGENT_MENU_ITEMS, null), menuLoading: true, agent: { account: 'agente1' } },
  decorators: [phone],
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: name.menu });
    await expect(within(menu).queryByRole('link', { name: name.dividends })).toBeNull();
    await expect(within(menu).getByText(uiText('Carregando o menu', 'Loading the menu'))).toBeInTheDocument();
    await expect(canvas.getByText(uiText('Carregando saldo', 'Loading balance'))).toBeInTheDocument();
  },
};

/** The dividend contract disabled (divtypereq off, §2): no dividend records item. */
export const DividendHidden: Story = {
  args: { menu: agentMenu(AGENT_MENU_ITEMS, { ...everyFlag, divtypereq: false }) },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: name.menu });
    await expect(within(menu).queryByRole('link', { name: name.dividends })).toBeNull();
    await expect(within(menu).getAllByRole('link')).toHaveLength(14);
  },
};

/** Every extra page registered (the contracts page too) and no customer service. */
export const EveryShortcut: Story = {
  args: { shortcuts: ['deposit', 'withdraw', 'messages', 'contracts'], onCustomerService: undefined },
  decorators: [phone],
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: name.menu });
    await expect(within(menu).getByRole('link', { name: uiText('Contratos', 'Contracts') })).toBeVisible();
    await expect(within(menu).queryByRole('button')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { brokenAvatarSrc, member, memberMenuItems, navItems, trialMember, uiText } from '../fixtures.ts';
import { MemberMenu } from '../MemberMenu/index.ts';
import { NavBar } from '../NavBar/index.ts';
import * as frames from '../storyFrames.css.ts';
import { AppHeader, type AppHeaderProps } from './AppHeader.tsx';

const loggedIn = { nickname: member.nickname, balance: member.balance, avatarUrl: member.avatarUrl };
const trial = { nickname: trialMember.nickname, balance: trialMember.balance, isTrial: true };

const memberMenu = (
  <MemberMenu
    nickname={member.nickname}
    account={member.account}
    userId={member.userId}
    avatarUrl={member.avatarUrl}
    vipLevel="VIP 3"
    items={memberMenuItems}
    onCopyUserId={fn()}
    onLogout={fn()}
  />
);

/** Keeps the member menu's open state like the app does, so keyboard flows can be exercised. */
function StatefulHeader(args: AppHeaderProps) {
  const [open, setOpen] = useState(args.memberMenuOpen ?? false);
  return (
    <AppHeader
      {...args}
      memberMenuOpen={open}
      onMemberMenuOpenChange={(next) => {
        args.onMemberMenuOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  args: {
    member: null,
    currency: 'BRL',
    nav: <NavBar items={navItems} activeId="home" />,
    menuExpanded: false,
    menuId: 'side-menu',
    noticeCount: 0,
    memberMenu,
    onToggleMenu: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onOpenNotices: fn(),
    onOpenCustomerService: fn(),
    onRefreshBalance: fn(),
    onMemberMenuOpenChange: fn(),
  },
  render: (args) => <StatefulHeader {...args} />,
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Anonymous: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleMenu).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: uiText('Entrar', 'Log in') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: uiText('Cadastrar', 'Register') }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: uiText('Avisos', 'Notices') }));
    await expect(args.onOpenNotices).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: uiText('Atendimento ao cliente', 'Customer service') }),
    );
    await expect(args.onOpenCustomerService).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('link', { name: uiText('Sorte, página inicial', 'Sorte, home page') }),
    ).toHaveAttribute('href', '/');
  },
};

export const MenuExpanded: Story = {
  args: { menuExpanded: true },
  decorators: [
    (Story) => (
      <>
        <Story />
        <aside id="side-menu" aria-label="Menu lateral (exemplo)" />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'side-menu');
  },
};

export const LoggedIn: Story = {
  args: { member: loggedIn },
  play: async ({ canvas, args, userEvent }) => {
    // One money format: the symbol and the amount together, in the language's pattern (pt-BR or en here).
    await expect(canvas.getByText(/^(R\$\s1\.234,50|R\$1,234\.50)$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Atualizar saldo', 'Refresh balance') }));
    await expect(args.onRefreshBalance).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: uiText('Entrar', 'Log in') })).toBeNull();
  },
};

export const WithNotices: Story = {
  args: { member: loggedIn, noticeCount: 3 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: uiText('Avisos, 3 não lidos', 'Notices, 3 unread') }),
    ).toBeVisible();
  },
};

export const WithoutSideMenu: Story = {
  args: { member: loggedIn, onToggleMenu: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: uiText('Sorte, página inicial', 'Sorte, home page') }),
    ).toBeVisible();
  },
};

export const UnreadMessages: Story = {
  args: { member: { ...loggedIn, unreadMessages: 3 } },
  play: async ({ canvas }) => {
    const member = canvas.getByRole('button', {
      name: uiText('3 mensagens não lidas', '3 unread messages', { exact: false }),
    });
    await expect(within(member).getByText('3')).toBeVisible();
  },
};

export const ManyUnreadMessages: Story = {
  args: { member: { ...loggedIn, unreadMessages: 140 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const BalanceRefreshing: Story = {
  args: { member: loggedIn, balanceRefreshing: true },
  play: async ({ canvas }) => {
    const refresh = canvas.getByRole('button', { name: uiText('Atualizar saldo', 'Refresh balance') });
    await expect(refresh).toBeDisabled();
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
  },
};

/** The balance is not known yet (loading after login): "—", never R$ 0,00. */
export const BalanceLoading: Story = {
  args: { member: { ...loggedIn, balance: null }, balanceRefreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.queryByText(/0[.,]00/)).toBeNull();
    await expect(canvas.getByText(uiText('carregando', 'loading'))).toBeInTheDocument();
  },
};

/** No balance known and none loading: "—" read as unknown. */
export const BalanceUnknown: Story = {
  args: { member: { ...loggedIn, balance: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByText(uiText('desconhecido', 'unknown'))).toBeInTheDocument();
    await expect(canvas.queryByText('R$')).toBeNull();
  },
};

/** The balance call failed: "—" with the spec §8 text, and the refresh button is its retry. */
export const BalanceFailed: Story = {
  args: { member: { ...loggedIn, balance: null }, balanceFailure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /A conexão de rede está instável, tente novamente|Network link is abnormal, please try again/,
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: uiText('Tentar carregar o saldo novamente', 'Try loading the balance again'),
      }),
    );
    await expect(args.onRefreshBalance).toHaveBeenCalledTimes(1);
  },
};

/** Member info failed: a warning button beside the member says so and retries. */
export const MemberInfoFailed: Story = {
  args: { member: { ...loggedIn, nickname: 'Minha conta' }, memberFailure: 'timeout', onRetryMember: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const retry = canvas.getByRole('button', {
      name: uiText(
        'Não foi possível carregar os dados da conta.',
        'Your account details could not be loaded.',
        {
          exact: false,
        },
      ),
    });
    await userEvent.click(retry);
    await expect(args.onRetryMember).toHaveBeenCalledTimes(1);
  },
};

export const Trial: Story = {
  args: { member: trial },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiText('Teste', 'Trial'))).toBeVisible();
  },
};

export const BrokenAvatar: Story = {
  args: { member: { ...loggedIn, avatarUrl: brokenAvatarSrc } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-avatar-fallback]')).not.toBeNull());
  },
};

export const MemberMenuOpen: Story = {
  args: { member: loggedIn, memberMenuOpen: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Ana Ribeiro/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await expect(panel).toContainElement(
      canvas.getByRole('button', { name: uiText('Copiar ID', 'Copy ID') }),
    );
  },
};

export const MemberMenuKeyboard: Story = {
  args: { member: loggedIn },
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Ana Ribeiro/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onMemberMenuOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uiText('Copiar ID', 'Copy ID') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onMemberMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: uiText('Copiar ID', 'Copy ID') })).toBeNull();
  },
};

export const MemberMenuClosesOnOutsideClick: Story = {
  args: { member: loggedIn, memberMenuOpen: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('navigation'));
    await expect(args.onMemberMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: /Ana Ribeiro/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Phone: Story = { globals: phone };

export const PhoneLoggedIn: Story = { args: { member: loggedIn, noticeCount: 12 }, globals: phone };

export const PhoneTrial: Story = { args: { member: trial }, globals: phone };

export const PhoneMemberMenuOpen: Story = {
  args: { member: loggedIn, memberMenuOpen: true },
  globals: phone,
};

/** The header's controls keep room from both screen edges (no button touches the edge in either direction). */
async function expectRoomFromTheEdges(header: HTMLElement) {
  for (const control of within(header).getAllByRole('button')) {
    const { left, right } = control.getBoundingClientRect();
    if (right - left === 0) continue;
    await expect(left).toBeGreaterThanOrEqual(8);
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth - 8);
  }
}

/** Arabic on a phone: mirrored, and the register button at the inline end keeps its spacing from the left edge. */
export const ArabicPhone: Story = {
  globals: { ...phone, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(within(header).getByRole('button', { name: 'التسجيل' })).toBeVisible();
    await expectRoomFromTheEdges(header);
  },
};

/** Arabic with a balance: Arabic's money pattern, and R$ reads R$ (never $R) in the right-to-left header. */
export const ArabicPhoneLoggedIn: Story = {
  args: { member: loggedIn, locale: 'ar' },
  globals: { ...phone, locale: 'AR' },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    const amount = header.querySelector('bdi') as HTMLElement;
    await expect(amount.textContent).toBe('\u200f1,234.50\u00a0\u2066R$\u2069');
    const text = amount.firstChild as Text;
    const left = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    const r = text.data.indexOf('R$');
    await expect(left(r)).toBeLessThan(left(r + 1));
    // Right to left, the amount is read first: it stands to the right of the symbol.
    await expect(left(text.data.indexOf('1'))).toBeGreaterThan(left(r + 1));
    await expectRoomFromTheEdges(header);
  },
};

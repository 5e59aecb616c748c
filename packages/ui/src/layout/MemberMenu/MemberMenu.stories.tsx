import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { member, memberMenuItems, trialMember, uiText } from '../fixtures.ts';
import { MemberMenu } from './MemberMenu.tsx';
import * as styles from './MemberMenuStory.css.ts';

const meta = {
  title: 'Member menus/MemberMenu',
  component: MemberMenu,
  args: {
    id: 'member-menu',
    nickname: member.nickname,
    account: member.account,
    userId: member.userId,
    avatarUrl: member.avatarUrl,
    items: memberMenuItems,
    copied: false,
    onCopyUserId: fn(),
    onSelect: fn(),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div className={styles.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Ana Ribeiro')).toBeVisible();
    await expect(canvas.getByText('10482736')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Copiar ID', 'Copy ID') }));
    await expect(args.onCopyUserId).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Atendimento ao cliente' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'customerService' }));
    await expect(canvas.getByRole('link', { name: /Histórico de apostas/ })).toHaveAttribute(
      'href',
      '/member#personalHistoryCopy',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText('Sair', 'Log out') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const VipLevel: Story = { args: { vipLevel: 'VIP 3' } };

export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(uiText('Copiado', 'Copied'));
  },
};

export const Trial: Story = {
  args: {
    nickname: trialMember.nickname,
    account: trialMember.account,
    userId: trialMember.userId,
    avatarUrl: undefined,
    isTrial: true,
    items: memberMenuItems.filter((item) => item.id === 'customerService'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiText('Conta de teste', 'Trial account'))).toBeVisible();
  },
};

export const LoggingOut: Story = {
  args: { logoutPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: uiText('Sair', 'Log out') })).toBeDisabled();
  },
};

export const Phone: Story = {
  args: { vipLevel: 'VIP 3' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { RightBar } from './RightBar.tsx';

const meta = {
  title: 'Member menus/RightBar',
  component: RightBar,
  args: {
    telegramHref: 'https://t.me/sorte',
    onCustomerService: fn(),
    showReferral: true,
    onReferral: fn(),
  },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RightBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const WithReferral: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const telegram = canvas.getByRole('link', { name: /Telegram/ });
    await expect(telegram).toHaveAttribute('href', 'https://t.me/sorte');
    await expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(canvas.getByRole('button', { name: uiText('Atendimento', 'Support') }));
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: uiText('Convidar', 'Invite') }));
    await expect(args.onReferral).toHaveBeenCalledTimes(1);
  },
};

export const WithoutReferral: Story = {
  args: { showReferral: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: uiText('Convidar', 'Invite') })).toBeNull();
  },
};

export const WithoutTelegram: Story = { args: { telegramHref: undefined } };

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('complementary', { name: uiText('Acesso rápido', 'Quick access') });
    const box = bar.getBoundingClientRect();
    // A dock along the whole bottom edge, its actions in one row with their labels shown.
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(box.height).toBeLessThanOrEqual(64);
    const actions = [canvas.getByRole('link', { name: /Telegram/ }), ...canvas.getAllByRole('button')];
    const tops = new Set(actions.map((action) => Math.round(action.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvas.getByText(uiText('Atendimento', 'Support'))).toBeVisible();
  },
};

export const PhoneWithoutReferral: Story = { args: { showReferral: false }, globals: phone };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { MaintenancePage } from './MaintenancePage.tsx';

const meta = {
  title: 'Pages/MaintenancePage',
  component: MaintenancePage,
  args: { kind: 'system', onCustomerService: fn() },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const contact = uiText('Falar com o atendimento', 'Contact customer service');

export const System: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: uiText('Sistema em manutenção', 'System maintenance') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: contact }));
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
  },
};

export const Game: Story = {
  args: { kind: 'game' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: uiText('Jogo em manutenção', 'Game under maintenance') }),
    ).toBeVisible();
  },
};

export const OpeningCustomerService: Story = {
  args: { customerServicePending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: contact })).toBeDisabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { VipProgress, type VipProgressData } from './VipProgress.tsx';

const LEVELS = [
  { level: 1, name: 'Bronze', rebateRate: 0.003, withdrawLimit: 5_000, birthdayBonus: 0, upgradeBonus: 0 },
  { level: 2, name: 'Prata', rebateRate: 0.005, withdrawLimit: 10_000, birthdayBonus: 20, upgradeBonus: 10 },
  { level: 3, name: 'Ouro', rebateRate: 0.007, withdrawLimit: 20_000, birthdayBonus: 50, upgradeBonus: 30 },
  {
    level: 4,
    name: 'Platina',
    rebateRate: 0.009,
    withdrawLimit: 50_000,
    birthdayBonus: 100,
    upgradeBonus: 80,
  },
  {
    level: 5,
    name: 'Diamante',
    rebateRate: 0.012,
    withdrawLimit: 100_000,
    birthdayBonus: 300,
    upgradeBonus: 200,
  },
];

const GOLD: VipProgressData = {
  level: 3,
  nextLevel: 4,
  nextName: 'Platina',
  requirements: [
    { kind: 'validBet', done: 132_450.8, needed: 200_000 },
    { kind: 'deposit', done: 14_300, needed: 20_000 },
  ],
  levels: LEVELS,
};

const meta = {
  title: 'Member/VipProgress',
  component: VipProgress,
  args: { status: 'ready', progress: GOLD, onRetry: fn() },
  decorators: [cashierStoryFrame],
  parameters: { wide: true },
} satisfies Meta<typeof VipProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ouro on the way to Platina: valid bets and deposits done of needed, and the five levels with Ouro marked. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('value'))).toEqual(['66', '72']);
    await expect(bars[0]!.getAttribute('aria-valuetext')).toMatch(/132[.,]450[.,]80.+200[.,]000[.,]00/);
    const current = canvas
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true');
    await expect(current).toHaveAccessibleName(/^Ouro/);
    await expect(within(current!).getByText(uiText('Seu nível', 'Your level'))).toBeVisible();
    await expect(within(current!).getByText(/0[.,]7\s?%/)).toBeVisible();
  },
};

/** On a phone: the levels stack, nothing runs out of the column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The top level: nothing left to reach. */
export const TopLevel: Story = {
  args: { progress: { level: 5, requirements: [], levels: LEVELS } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(
      canvas.getByText(uiText('Você está no nível mais alto.', 'You are at the highest level.')),
    ).toBeVisible();
  },
};

/** A gateway that gives the progress without a benefits table. */
export const WithoutBenefits: Story = {
  args: { progress: { ...GOLD, levels: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    await expect(canvas.queryByRole('listitem', { current: true })).toBeNull();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', progress: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando o progresso VIP', 'Loading the VIP progress'),
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error', failure: 'network', progress: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A gateway without the reading: a note, no error. */
export const NotOffered: Story = {
  args: { status: 'notOffered', progress: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('paragraph')).toBeVisible();
  },
};

/** The Farsi catalog's texts, right to left; amounts and percents read whole. */
export const Farsi: Story = {
  globals: { locale: 'FA', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'مزایای هر سطح' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { dailySimulation, formatReais, hourlySimulation } from '../contracts/fixtures.ts';
import { contractStoryFrame } from '../contracts/storyFrame.tsx';
import { ContractSimulator } from './ContractSimulator.tsx';

const meta = {
  title: 'Agent/ContractSimulator',
  component: ContractSimulator,
  args: { periods: dailySimulation, status: 'ready', unit: 'day', formatAmount: formatReais },
  decorators: [contractStoryFrame],
} satisfies Meta<typeof ContractSimulator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven days of agente2's team under a 0.8 % daily salary, with agente1's own 2 %: each side per day and in total. */
export const Daily: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(canvas.getAllByRole('row')).toHaveLength(dailySimulation.length + 2);
    await expect(table).toHaveTextContent(uiText('Subordinado recebe', 'Downline earns', { exact: false }));
  },
};

export const Hourly: Story = { args: { periods: hourlySimulation, unit: 'hour' } };

export const NoTermsYet: Story = {
  args: { periods: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = { args: { status: 'loading' } };
export const LoadError: Story = { args: { status: 'error' } };

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from '../records.css.ts';
import { ExportCsvButton } from './ExportCsvButton.tsx';

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Records/ExportCsvButton',
  component: ExportCsvButton,
  args: { onExport: fn(), total: 1_284 },
  decorators: [frame],
} satisfies Meta<typeof ExportCsvButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = uiText('Exportar CSV', 'Export CSV');

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

export const NothingToExport: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: button })).toBeDisabled();
  },
};

export const Exporting: Story = {
  args: { exporting: { fetched: 500 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/500/);
    await expect(canvas.getByRole('button', { name: button })).toBeDisabled();
  },
};

export const Done: Story = {
  args: { outcome: { kind: 'done', exported: 1_284 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/1[.,]284/);
  },
};

/** More rows than an export holds: the file has the first ones, and the player is told. */
export const Capped: Story = {
  args: { total: 25_000, outcome: { kind: 'capped', exported: 20_000, total: 25_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/20[.,]000/);
  },
};

export const Failed: Story = {
  args: { outcome: { kind: 'failed', failure: 'network' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

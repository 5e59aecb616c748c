import type { RecordFilter } from '@sorte/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { lastWeek, storyToday } from '../fixtures.ts';
import * as frames from '../records.css.ts';
import { RecordFilters } from './RecordFilters.tsx';

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Records/RecordFilters',
  component: RecordFilters,
  args: {
    value: lastWeek,
    today: storyToday,
    onChange: fn(),
    selects: [
      {
        key: 'gameCategory',
        label: 'Categoria',
        options: [
          { value: 'RNG', label: 'Cassino' },
          { value: 'LIVE', label: 'Cassino ao vivo' },
        ],
      },
      {
        key: 'status',
        label: 'Situação',
        options: [
          { value: 'SETTLED', label: 'Liquidada' },
          { value: 'UNSETTLED', label: 'Em aberto' },
        ],
      },
    ],
  },
  // The app keeps the filter in the URL; here the story's own state stands in for it.
  render: function Render(args) {
    const [value, setValue] = useState<RecordFilter>(args.value);
    return (
      <RecordFilters
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  decorators: [frame],
} satisfies Meta<typeof RecordFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const period = uiText('Período', 'Period');

/** §4 Periods: last week chosen; a category narrows the list. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: period })).toHaveValue('WEEKLY-previous');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: uiText('Categoria', 'Category') }),
      'RNG',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...lastWeek, gameCategory: 'RNG' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: period }), 'SEMIMONTHLY');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      period: { kind: 'period', period: 'SEMIMONTHLY', offset: 'current' },
      gameCategory: 'RNG',
    });
  },
};

/** A custom range that ends in the future is refused with its reason; a valid one applies. */
export const CustomRange: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: period }), 'custom');
    const range = canvas.getByRole('group', { name: uiText('Intervalo personalizado', 'Custom range') });
    const from = within(range).getByLabelText(uiText('De', 'From'));
    const to = within(range).getByLabelText(uiText('Até', 'To'));
    // A date field is typed segment by segment in the browser's own order: set its value as a picker would.
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.change(to, { target: { value: '2026-11-30' } });
    await userEvent.click(canvas.getByRole('button', { name: uiText('Aplicar', 'Apply') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('A data final não pode ser no futuro', 'The end date cannot be in the future'),
    );
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    fireEvent.change(to, { target: { value: '2026-11-20' } });
    await userEvent.click(canvas.getByRole('button', { name: uiText('Aplicar', 'Apply') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      period: { kind: 'custom', range: { start: '2026-11-01', end: '2026-11-20' } },
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: period })).toBeDisabled();
  },
};

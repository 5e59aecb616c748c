import type { RecordFilter } from '@sorte/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
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

/** The page's language writes a date: Portuguese day first, English month first (the stories run in both). */
const english = () => document.documentElement.lang.startsWith('en');
const typed = (day: string, month: string, year: string) =>
  english() ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
const withoutIsolates = (text: string | null) => text?.replace(/[\u2068\u2069]/g, '');

/**
 * Issue 23 defect 10: the range is typed in the page language's format, never the browser's. An impossible date is
 * refused and kept as typed; a range ending in the future is refused with its reason; a valid one applies.
 */
export const CustomRange: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: period }), 'custom');
    const range = canvas.getByRole('group', { name: uiText('Intervalo personalizado', 'Custom range') });
    const from = within(range).getByLabelText(uiText('De', 'From'));
    const to = within(range).getByLabelText(uiText('Até', 'To'));
    const pattern = typed('dd', 'mm', english() ? 'yyyy' : 'aaaa');
    await expect(withoutIsolates(from.getAttribute('placeholder'))).toBe(pattern);
    await expect(withoutIsolates(range.textContent)).toContain(
      `${english() ? 'Format' : 'Formato'}: ${pattern}`,
    );
    await expect(from).toHaveAttribute('inputmode', 'numeric');
    await expect(from).toHaveAttribute('dir', 'ltr');
    await expect(from).toHaveValue(typed('25', '11', '2026'));
    await userEvent.clear(from);
    await userEvent.type(from, typed('31', '02', '2026'));
    await userEvent.click(canvas.getByRole('button', { name: uiText('Aplicar', 'Apply') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('Insira datas válidas', 'Enter valid dates'),
    );
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(to).not.toHaveAttribute('aria-invalid');
    await expect(from).toHaveValue(typed('31', '02', '2026'));
    await userEvent.clear(from);
    await userEvent.type(from, typed('01', '11', '2026'));
    await userEvent.clear(to);
    await userEvent.type(to, typed('30', '11', '2026'));
    await userEvent.click(canvas.getByRole('button', { name: uiText('Aplicar', 'Apply') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('A data final não pode ser no futuro', 'The end date cannot be in the future'),
    );
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(to);
    await userEvent.type(to, typed('20', '11', '2026'));
    await userEvent.click(canvas.getByRole('button', { name: uiText('Aplicar', 'Apply') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      period: { kind: 'custom', range: { start: '2026-11-01', end: '2026-11-20' } },
    });
  },
};

/** Arabic: the digits stay left to right under a placeholder of Arabic letters, day first; Arabic-Indic digits read. */
export const ArabicCustomRange: Story = {
  globals: { locale: 'AR', viewport: { value: 'phone', isRotated: false } },
  args: { value: { period: { kind: 'custom', range: { start: '2026-11-01', end: '2026-11-20' } } } },
  play: async ({ canvas, args, userEvent }) => {
    const from = canvas.getByLabelText('من');
    await expect(from).toHaveValue('01/11/2026');
    await expect(from).toHaveAttribute('dir', 'ltr');
    await userEvent.clear(from);
    await userEvent.type(from, '٠٥/١١/٢٠٢٦');
    await userEvent.click(canvas.getByRole('button', { name: 'تطبيق' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      period: { kind: 'custom', range: { start: '2026-11-05', end: '2026-11-20' } },
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: period })).toBeDisabled();
  },
};

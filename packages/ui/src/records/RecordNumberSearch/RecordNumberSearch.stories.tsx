import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { useBetColumns } from '../columns.tsx';
import { storyBets, storyFormats } from '../fixtures.ts';
import { RecordTable } from '../RecordTable/index.ts';
import * as frames from '../records.css.ts';
import { RecordNumberSearch } from './RecordNumberSearch.tsx';

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const [match] = storyBets(1);

function Matches() {
  return (
    <RecordTable
      label="Apostas encontradas"
      columns={useBetColumns(storyFormats)}
      rows={match ? [match] : []}
      rowKey={(row) => row.id}
      total={1}
      status="ready"
    />
  );
}

const meta = {
  title: 'Records/RecordNumberSearch',
  component: RecordNumberSearch,
  args: {
    label: 'Buscar pelo número da aposta ou da rodada',
    value: '',
    onChange: fn(),
    onSearch: fn(),
    onClear: fn(),
    result: null,
  },
  decorators: [frame],
} satisfies Meta<typeof RecordNumberSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = uiText('Buscar', 'Search');
const clear = uiText('Limpar busca', 'Clear search');

/** Nothing searched yet: the field and its button, no outcome. */
export const Idle: Story = {
  args: { value: '  B-20261125  ' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button', { name: clear })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: search }));
    await expect(args.onSearch).toHaveBeenCalledWith('B-20261125');
  },
};

/** A blank field searches nothing. */
export const Blank: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: search }));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Found: Story = {
  args: {
    value: match?.id.slice(-4) ?? '',
    result: { number: match?.id.slice(-4) ?? '', found: 1, searched: 100, more: true },
    children: <Matches />,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/1/);
    await expect(canvas.getByRole('table', { name: 'Apostas encontradas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: clear }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** None among the loaded records, and the period holds more: the player is told to scroll or change the period. */
export const NoneLoaded: Story = {
  args: {
    value: 'X-404',
    result: { number: 'X-404', found: 0, searched: 100, more: true },
    children: <Matches />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/X-404/);
    await expect(canvas.getByRole('status')).toHaveTextContent(/100/);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** None in the whole period. */
export const NoneInPeriod: Story = {
  args: { value: 'X-404', result: { number: 'X-404', found: 0, searched: 12, more: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/X-404/);
    await expect(canvas.getByRole('status')).not.toHaveTextContent(/12/);
  },
};

export const Phone: Story = {
  ...Found,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { winners } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { WinnersTable } from './WinnersTable.tsx';

const meta = {
  title: 'Content/WinnersTable',
  component: WinnersTable,
  args: {
    // 24 of the gateway's winners: more than the home board's 20, all listed.
    entries: winners.slice(0, 24),
    status: 'ready',
    category: 'ALL',
    categories: [
      { value: 'ALL', label: 'Todas as categorias' },
      { value: 'RNG', label: 'Slots' },
      { value: 'LIVE', label: 'Cassino ao vivo' },
    ],
    onCategoryChange: fn(),
    onRetry: fn(),
    locale: 'pt-BR',
    currency: 'BRL',
  },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WinnersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (cell: HTMLElement) =>
  Number((cell.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: /^(Ganhadores|Winners): Todas as categorias$/ });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/Posição|Place/),
      expect.stringMatching(/Jogador|Player/),
      expect.stringMatching(/Nome do jogo|Game name/),
      expect.stringMatching(/Prêmio|Prize/),
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(24);
    // Names masked, prizes from the largest down.
    const players = within(table).getAllByRole('rowheader');
    await expect(players.every((cell) => cell.textContent?.includes('***'))).toBe(true);
    const prizes = rows.map((row) => amount(row.lastElementChild as HTMLElement));
    await expect(prizes).toEqual([...prizes].sort((a, b) => b - a));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Categoria do jogo|Game category/ }),
      'LIVE',
    );
    await expect(args.onCategoryChange).toHaveBeenCalledWith('LIVE');
  },
};

export const Empty: Story = {
  args: { entries: [], category: 'LIVE' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^(Ainda não há ganhadores nesta categoria\.|No winners in this category yet\.)$/),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('combobox')).toHaveValue('LIVE');
  },
};

export const Loading: Story = {
  args: { entries: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Carregando ganhadores|Loading winners/);
  },
};

export const Failed: Story = {
  args: { entries: [], status: 'error', failure: 'timeout' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/ganhadores|winners/);
    await userEvent.click(canvas.getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

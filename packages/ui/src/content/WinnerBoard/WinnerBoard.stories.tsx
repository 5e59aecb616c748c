import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { winners } from '../fixtures.ts';
import { storyColumn, storyPage } from '../storyFrame.css.ts';
import { WinnerBoard } from './WinnerBoard.tsx';

const meta = {
  title: 'Content/WinnerBoard',
  component: WinnerBoard,
  args: {
    entries: winners,
    locale: 'pt-BR',
    currency: 'BRL',
    paused: false,
    onPausedChange: fn(),
    reducedMotion: false,
  },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <div className={storyColumn}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  table: /^(Ganhadores|Winners)$/,
  pause: /^(Pausar a rolagem dos ganhadores|Pause the winners)$/,
  resume: /^(Retomar a rolagem dos ganhadores|Resume the winners)$/,
  more: /^(Mais ganhadores|More winners)$/,
};

export const Full: Story = {
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole('table', { name: name.table });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Jogador|Player/),
        expect.stringMatching(/Nome do jogo|Game name/),
      ]),
    );
    // The top 3 under the header; the other 17 (of 22 entries, 20 kept) in the scrolling table, whose looping
    // copy is hidden from assistive technology.
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const more = canvas.getByRole('table', { name: name.more });
    await expect(within(more).getAllByRole('row')).toHaveLength(18);
    // The scrolling table's lap lasts as long as its rows need (it would not move without it).
    await expect(Number.parseFloat(getComputedStyle(more).animationDuration)).toBeGreaterThan(0);
    const [, first, second, third] = within(table).getAllByRole('row');
    await expect(
      within(first as HTMLElement).getByRole('img', { name: /^(1º lugar|Place 1)$/ }),
    ).toBeVisible();
    await expect(first).toHaveTextContent('d***3');
    await expect(first).toHaveTextContent('R$ 247.980,00');
    await expect(second).toHaveTextContent('2');
    await expect(third).toHaveTextContent('3');
    // No full name shows anywhere.
    await expect(table).not.toHaveTextContent('diego3');
    await userEvent.click(canvas.getByRole('button', { name: name.pause }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(true);
  },
};

/** Paused: the rows stand still and scroll by hand (keyboard too). */
export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvas, args }) => {
    const more = await canvas.findByRole('table', { name: name.more });
    // Still, the rows scroll by hand: the scrolling box is reachable by keyboard.
    await expect(more.parentElement).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('button', { name: name.resume }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(false);
  },
};

export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: name.table });
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('table', { name: name.more }).parentElement).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

export const FewerThanThree: Story = {
  args: { entries: winners.slice(0, 2) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: name.table });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.queryByRole('table', { name: name.more })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(Ainda não há ganhadores\.|No winners yet\.)$/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

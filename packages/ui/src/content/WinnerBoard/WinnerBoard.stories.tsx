import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { winners } from '../fixtures.ts';
import { storyColumn, storyColumns, storyPage } from '../storyFrame.css.ts';
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
    // The top 3 under the header; the other 17 (of the gateway's 40 entries, 20 kept) in the scrolling table, whose looping
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
    await expect(first).toHaveTextContent('c***8');
    await expect(first).toHaveTextContent('R$ 248.247,90');
    await expect(second).toHaveTextContent('2');
    await expect(third).toHaveTextContent('3');
    // No full name shows anywhere.
    await expect(table).not.toHaveTextContent('carla58');
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

/** The same prizes in four languages: each formats money with its own pattern (spec §1: the player's language). */
const MONEY_LANGUAGES = [
  { tag: 'pt-BR', dir: undefined, top: 'R$ 248.247,90', third: 'R$ 1.523,75' },
  { tag: 'en', dir: undefined, top: 'R$248,247.90', third: 'R$1,523.75' },
  { tag: 'es', dir: undefined, top: '248.247,90 R$', third: '1523,75 R$' },
  { tag: 'ar', dir: 'rtl', top: '\u200f248,247.90 \u2066R$\u2069', third: '\u200f1,523.75 \u2066R$\u2069' },
] as const;

/** Where a character of a text node is drawn. */
function charLeft(node: Text, index: number): number {
  const range = document.createRange();
  range.setStart(node, index);
  range.setEnd(node, index + 1);
  return range.getBoundingClientRect().left;
}

/**
 * Money in pt-BR, en, es and ar, one board each (the Arabic one right-to-left, with Latin game names): the prize
 * strings are the languages' own, and R$ reads R$ in every direction. Long Latin names end in an ellipsis.
 */
export const MoneyInFourLanguages: Story = {
  args: {
    reducedMotion: true,
    entries: [
      { customerName: 'ana.souza', gameName: 'Fortune Tiger Mega Ways Deluxe Edition', winAmount: 248247.9 },
      { customerName: 'bruno77', gameName: 'Gates of Olympus', winAmount: 2000 },
      { customerName: 'carla_m', gameName: 'Sweet Bonanza Candyland Xmas', winAmount: 1523.75 },
    ],
  },
  render: (args) => (
    <div className={storyColumns}>
      {MONEY_LANGUAGES.map(({ tag, dir }) => (
        <div key={tag} dir={dir} data-testid={`money-${tag}`}>
          <WinnerBoard {...args} locale={tag} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const { tag, top, third } of MONEY_LANGUAGES) {
      const board = canvas.getByTestId(`money-${tag}`);
      const prizes = [...board.querySelectorAll('tbody bdi')];
      await expect(prizes.map((prize) => prize.textContent)).toEqual([
        top.replaceAll(' ', '\u00a0'),
        expect.any(String),
        third.replaceAll(' ', '\u00a0'),
      ]);
      for (const prize of prizes) {
        const text = prize.firstChild as Text;
        const r = text.data.indexOf('R$');
        // R drawn before $ from left to right: never '$R', whatever the direction around it.
        await expect(charLeft(text, r)).toBeLessThan(charLeft(text, r + 1));
      }
      // A Latin game name keeps its start; the ellipsis, if any, cuts its end.
      const name = within(board).getByText(/^Fortune Tiger/);
      await expect(name).toHaveAttribute('dir', 'auto');
      await expect(getComputedStyle(name).direction).toBe('ltr');
    }
  },
};

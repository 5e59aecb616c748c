import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LOTTERY_TIME_ZONE, lotteryDraws } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { storyLocaleTag } from '../storyLocale.ts';
import { LotteryDrawHistory } from './LotteryDrawHistory.tsx';

const megaDraws = lotteryDraws('EL-MEGA', 8);

const meta = {
  title: 'Lottery/LotteryDrawHistory',
  component: LotteryDrawHistory,
  args: {
    gameName: 'Mega Sorte',
    draws: megaDraws,
    status: 'ready',
    locale: 'pt-BR',
    timeZone: LOTTERY_TIME_ZONE,
    onRetry: fn(),
  },
  render: (args, { globals }) => (
    <div className={storyPage}>
      <LotteryDrawHistory {...args} locale={storyLocaleTag(globals)} />
    </div>
  ),
} satisfies Meta<typeof LotteryDrawHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = /^(Histórico de sorteios|Draw history): Mega Sorte$/;
const drawn = (list: string) => new RegExp(`^(Números sorteados|Numbers drawn): ${list}$`);

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: title });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers).toHaveLength(3);
    await expect(headers[0]).toHaveTextContent(/^(Sorteio|Draw)$/);
    await expect(headers[1]).toHaveTextContent(/^(Horário|Time)$/);
    await expect(headers[2]).toHaveTextContent(/^(Números|Numbers)$/);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(megaDraws.length + 1);
    const newest = megaDraws[0]!;
    const first = within(table).getByRole('rowheader', { name: newest.numero }).closest('tr')!;
    await expect(within(first).getByText(drawn(newest.numbers.join(', ')))).toBeInTheDocument();
    await expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T12:00:00.000Z');
  },
};

export const DigitDraws: Story = {
  args: { gameName: 'Tailândia 4D', draws: lotteryDraws('SEA-TH', 5) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: /^(Histórico de sorteios|Draw history): Tailândia 4D$/ }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
  },
};

export const MissingTime: Story = {
  args: {
    draws: [{ gameCode: 'EL-MEGA', numero: '20261122-12', numbers: ['04', '18', '27', '33', '41', '59'] }],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('rowheader', { name: '20261122-12' }).closest('tr')!;
    await expect(within(row).getByText('—')).toBeVisible();
    await expect(within(row).getByText(drawn('04, 18, 27, 33, 41, 59'))).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', draws: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Carregando o histórico|Loading the history/);
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { draws: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Este jogo ainda não tem sorteios|This game has no draws yet/),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', draws: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /Não foi possível carregar o histórico|The history could not be loaded/,
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: title });
    // Three columns fit a 360 px phone: the balls wrap instead of widening the table.
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

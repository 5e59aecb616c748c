import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LATEST_DRAWS, LOTTERY_TIME_ZONE } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { storyLocaleTag } from '../storyLocale.ts';
import { LotteryDrawList } from './LotteryDrawList.tsx';

const meta = {
  title: 'Lottery/LotteryDrawList',
  component: LotteryDrawList,
  args: {
    draws: LATEST_DRAWS,
    status: 'ready',
    locale: 'pt-BR',
    timeZone: LOTTERY_TIME_ZONE,
    onRetry: fn(),
  },
  render: (args, { globals }) => (
    <div className={storyPage}>
      <LotteryDrawList {...args} locale={storyLocaleTag(globals)} />
    </div>
  ),
} satisfies Meta<typeof LotteryDrawList>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = /^(Últimos resultados|Latest results)$/;
const drawn = (list: string) => new RegExp(`^(Números sorteados|Numbers drawn): ${list}$`);

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: heading });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(LATEST_DRAWS.length);
    const mega = LATEST_DRAWS.find((draw) => draw.gameCode === 'EL-MEGA')!;
    const item = canvas.getByRole('heading', { level: 3, name: 'Mega Sorte' }).closest('li')!;
    await expect(within(item).getByText(drawn(mega.numbers.join(', ')))).toBeInTheDocument();
    await expect(item).toHaveTextContent(mega.numero);
    await expect(within(item).getByText(mega.numero).closest('bdi')).toHaveAttribute('dir', 'ltr');
    // 12:00 UTC, the latest hourly draw before the stories' clock.
    await expect(item.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T12:00:00.000Z');
  },
};

export const Short: Story = {
  args: {
    draws: [
      {
        gameCode: 'ZY-1M',
        gameName: 'Sorte 1 minuto',
        numero: '20261122-0724',
        numbers: ['3', '3', '8', '0', '1'],
        openTime: Date.UTC(2026, 10, 22, 12, 3),
      },
      { gameCode: 'SEA-XX', numero: '7781', numbers: ['0', '4', '4', '9'] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(drawn('3, 3, 8, 0, 1'))).toBeInTheDocument();
    // Without a game name the code stands in; without a time there is no time line.
    const unnamed = canvas.getByRole('heading', { level: 3, name: 'SEA-XX' }).closest('li')!;
    await expect(unnamed.querySelector('time')).toBeNull();
    await expect(within(unnamed).getByText(drawn('0, 4, 4, 9'))).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', draws: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Carregando resultados|Loading results/);
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const Empty: Story = {
  args: { draws: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nenhum resultado por enquanto|No results yet/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', draws: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /Não foi possível carregar os resultados|The results could not be loaded/,
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { draws: LATEST_DRAWS.slice(0, 4) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const item of items) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

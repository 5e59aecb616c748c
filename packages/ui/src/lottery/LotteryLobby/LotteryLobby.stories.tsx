import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LOTTERY_NOW, lotteryGame, lotteryGamesOf } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { storyLocaleTag } from '../storyLocale.ts';
import { LotteryLobby } from './LotteryLobby.tsx';

const meta = {
  title: 'Lottery/LotteryLobby',
  component: LotteryLobby,
  args: {
    prizeMode: 'LOTT',
    onPrizeModeChange: fn(),
    status: 'ready',
    games: lotteryGamesOf('LOTT'),
    selectedGameCode: null,
    now: LOTTERY_NOW,
    locale: 'pt-BR',
    onPlay: fn(),
    onOpenLobby: fn(),
    onRetry: fn(),
  },
  render: (args, { globals }) => (
    <div className={storyPage}>
      <LotteryLobby {...args} locale={storyLocaleTag(globals)} />
    </div>
  ),
} satisfies Meta<typeof LotteryLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  tabs: /^(Modalidades de loteria|Lottery modes)$/,
  lott: /^(Loterias|Lotteries)$/,
  zy: /^(Sorte rápida|Quick draws)$/,
  openLobby: /^(Abrir lobby da loteria|Open the lottery lobby)$/,
  play: (game: string) => new RegExp(`^(Jogar|Play) ${game}$`),
  retry: /^(Tentar novamente|Try again)$/,
};
/** 'Sorteio a cada 5 minutos', with the unit in the variant's locale. */
const every = (globals: Record<string, unknown>, value: number, unit: 'minute' | 'hour' | 'day') => {
  const amount = new Intl.NumberFormat(storyLocaleTag(globals), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
  return new RegExp(`^(Sorteio a cada|Draw every) ${amount}$`);
};
const phone = { viewport: { value: 'phone', isRotated: false } };

export const Default: Story = {
  play: async ({ canvas, args, userEvent, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^(Loteria|Lottery)$/);
    await expect(canvas.getByRole('tab', { name: name.lott })).toHaveAttribute('aria-selected', 'true');
    for (const group of ['Norte', 'Centro', 'Sul', 'VIP']) {
      await expect(canvas.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    const vip = within(canvas.getByRole('region', { name: 'VIP' }));
    await expect(vip.getAllByRole('listitem')).toHaveLength(2);
    await expect(vip.getAllByText(every(globals, 5, 'minute'))).toHaveLength(2);
    await expect(canvas.getAllByText(every(globals, 1, 'day'))).toHaveLength(3);
    // 12:03:20 now, a draw every 5 minutes: the next one closes at 12:05:00.
    await expect(vip.getAllByRole('timer')[0]).toHaveAttribute('datetime', 'PT100S');
    await userEvent.click(canvas.getByRole('button', { name: name.play('Hà Nội VIP 45s') }));
    await expect(args.onPlay).toHaveBeenCalledWith(lotteryGame('VN-HN45'));
    await userEvent.click(canvas.getByRole('button', { name: name.openLobby }));
    await expect(args.onOpenLobby).toHaveBeenCalledTimes(1);
  },
};

export const SelectedGame: Story = {
  args: { selectedGameCode: 'VN-MT' },
  play: async ({ canvas }) => {
    const selected = canvas
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true');
    await expect(selected).toHaveLength(1);
    await expect(selected[0]).toHaveTextContent('Miền Trung');
    await expect(within(selected[0]!).getByText(/^(Selecionada|Selected)$/)).toBeVisible();
  },
};

export const ChangesPrizeMode: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: name.zy }));
    await expect(args.onPrizeModeChange).toHaveBeenCalledWith('ZY');
  },
};

export const KeyboardTabs: Story = {
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('tab', { name: name.lott }).focus();
    const next = document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('tab', { name: name.zy })).toHaveFocus();
    await expect(args.onPrizeModeChange).toHaveBeenCalledWith('ZY');
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const QuickDraws: Story = {
  args: { prizeMode: 'ZY', games: lotteryGamesOf('ZY') },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('tab', { name: name.zy })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(every(globals, 1, 'minute'))).toBeVisible();
    await expect(canvas.getByText(every(globals, 3, 'minute'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Carregando loterias|Loading lotteries/);
    await expect(canvas.queryByRole('button', { name: /^(Jogar|Play)/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { prizeMode: 'SEA', games: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Nenhuma loteria nesta modalidade|No lotteries in this mode/),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const LoadError: Story = {
  args: { status: 'error', games: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /Não foi possível carregar as loterias|The lotteries could not be loaded/,
    );
    await userEvent.click(canvas.getByRole('button', { name: name.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Launching: Story = {
  args: { launchingGameCode: 'VN-MB' },
  play: async ({ canvas, args, userEvent }) => {
    const launching = canvas.getByRole('button', { name: name.play('Miền Bắc') });
    await expect(launching).toHaveAttribute('aria-busy', 'true');
    await expect(launching).toBeDisabled();
    await expect(canvas.getByRole('button', { name: name.play('Miền Nam') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: name.play('Miền Nam') }));
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

export const OpeningLobby: Story = {
  args: { openingLobby: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name.openLobby })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SparseGames: Story = {
  args: {
    prizeMode: 'ELOTT',
    games: [
      { gameCode: 'EL-NEW', gameName: 'Sorte Nova' },
      {
        gameCode: 'EL-BROKEN',
        gameName: 'Quina Extra',
        iconUrl: 'data:image/png;base64,AAAA',
        drawIntervalMinutes: 90,
        nextCloseTime: LOTTERY_NOW - 1_000,
      },
    ],
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: /^(Outras loterias|Other lotteries)$/ }),
    ).toBeVisible();
    // No icon, or one that fails to load: the initials stand in for it.
    await expect(await canvas.findByText('SN')).toBeVisible();
    await expect(await canvas.findByText('QE')).toBeVisible();
    await expect(canvas.getByText(every(globals, 90, 'minute'))).toBeVisible();
    await expect(canvas.getByText(/^(Aguardando o sorteio|Waiting for the draw)$/)).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const Phone: Story = {
  args: { selectedGameCode: 'VN-MB' },
  globals: phone,
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('listitem');
    // One column: every card spans the phone's width, none overflows it.
    const widths = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
    for (const card of cards) {
      await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByRole('button', { name: name.play('Miền Bắc') })).toBeVisible();
  },
};

export const PhoneLoading: Story = {
  args: { status: 'loading', games: [] },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyPage } from '../../content/storyFrame.css.ts';
import { formatReais, playerPoints, pointEarningRules, pointRewards } from '../fixtures.ts';
import { PointMall } from './PointMall.tsx';

const meta = {
  title: 'Pages/PointMall',
  component: PointMall,
  args: {
    available: true,
    viewer: 'visitor',
    balance: { status: 'ready' },
    rewards: { status: 'ready', items: pointRewards },
    earning: { status: 'ready', rules: pointEarningRules },
    formatAmount: formatReais,
    onRetry: fn(),
    onSignIn: fn(),
    onNeedRealAccount: fn(),
    onRedeem: fn(),
    pendingId: null,
  },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointMall>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  title: /^(Loja de pontos|Point mall)$/,
  signIn: /^(Entrar|Log in)$/,
  redeem: /^(Resgatar agora|Redeem now)$/,
  retry: /^(Tentar novamente|Try again)$/,
};

const card = (canvas: ReturnType<typeof within>, rewardName: string) =>
  canvas.getByRole('article', { name: rewardName });

/** A visitor: the catalogue, how points are earned, and a sign-in prompt; Redeem asks to sign in too. */
export const Visitor: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: name.title })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(pointRewards.length);
    await expect(canvas.getByText(/^(Cassino ao vivo|Live casino)$/)).toBeVisible();
    await expect(
      canvas.getByText(/^(5 pontos a cada R\$ 100,00 depositados|5 points for every R\$ 100,00 deposited)$/),
    ).toBeVisible();
    // Issue 23 defect 10: one point is "1 ponto", never "1 pontos" or "1 pts".
    await expect(
      canvas.getAllByText(/^(1 ponto a cada R\$ 100,00 apostados|1 point for every R\$ 100,00 wagered)$/),
    ).not.toHaveLength(0);

    const shirt = card(canvas, 'Camiseta oficial Sorte');
    await expect(within(shirt).getByText(/^(3\.500 pontos|3,500 points)$/)).toBeVisible();
    await expect(within(shirt).getByText(/^(Restam 40|40 left)$/)).toBeVisible();
    await expect(within(card(canvas, 'Bônus de R$ 50')).getByText(/R\$ 2\.000,00/)).toBeVisible();
    await expect(
      within(card(canvas, 'Bônus de R$ 10')).getByText(/^(Estoque ilimitado|Unlimited stock)$/),
    ).toBeVisible();
    const soldOut = card(canvas, 'Caixa de som portátil');
    await expect(within(soldOut).getByText(/^(Esgotado|Sold out)$/)).toBeVisible();
    await expect(within(soldOut).getByRole('button', { name: name.redeem })).toBeDisabled();

    await userEvent.click(within(shirt).getByRole('button', { name: name.redeem }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: name.signIn }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(2);
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

/** A player sees the balance; Redeem on an affordable reward emits onRedeem; too dear says how many are missing. */
export const Player: Story = {
  args: { viewer: 'player', balance: { status: 'ready', points: playerPoints } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByText(/^(12\.480|12,480)$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: name.signIn })).toBeNull();
    await expect(canvas.getByText(/^(Os pontos não expiram\.|Points never expire\.)$/)).toBeVisible();

    const watch = card(canvas, 'Smartwatch esportivo');
    await expect(within(watch).getByRole('button', { name: name.redeem })).toBeDisabled();
    await expect(
      within(watch).getByText(/^(Faltam 52\.520 pontos|52,520 more points needed)$/),
    ).toBeVisible();

    const shirt = card(canvas, 'Camiseta oficial Sorte');
    await userEvent.click(within(shirt).getByRole('button', { name: name.redeem }));
    await expect(args.onRedeem).toHaveBeenCalledWith(pointRewards[3]);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** A trial account: Redeem answers 'in_need_true_account' (the app shows the warning). */
/** A player whose gateway offers the conversion: Convert to balance beside the points. */
export const PlayerCanConvert: Story = {
  args: { viewer: 'player', balance: { status: 'ready', points: playerPoints }, onConvert: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /^(Converter em saldo|Convert to balance)$/ }),
    );
    await expect(args.onConvert).toHaveBeenCalledTimes(1);
  },
};

export const Trial: Story = {
  args: { viewer: 'trial', balance: { status: 'ready', points: 500 } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      await canvas.findByText(
        /^(Contas de teste não podem resgatar recompensas\.|Trial accounts cannot redeem rewards\.)$/,
      ),
    ).toBeVisible();
    await userEvent.click(within(card(canvas, '20 giros grátis')).getByRole('button', { name: name.redeem }));
    await expect(args.onNeedRealAccount).toHaveBeenCalledTimes(1);
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

/** The redeem of one reward is under way: its button is busy, the others stay usable. */
export const RedeemPending: Story = {
  args: { viewer: 'player', balance: { status: 'ready', points: playerPoints }, pendingId: 'PR-101' },
  play: async ({ canvas }) => {
    const busy = within(await canvas.findByRole('article', { name: 'Bônus de R$ 10' })).getByRole('button', {
      name: name.redeem,
    });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(card(canvas, '20 giros grátis')).getByRole('button', { name: name.redeem }),
    ).toBeEnabled();
  },
};

export const Loading: Story = {
  args: {
    viewer: 'player',
    balance: { status: 'loading' },
    rewards: { status: 'loading', items: [] },
    earning: { status: 'loading', rules: [] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(Carregando recompensas|Loading rewards)$/)).toBeInTheDocument();
    await expect(canvas.getByText(/^(Carregando seus pontos|Loading your points)$/)).toBeInTheDocument();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: name.redeem })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rewards: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^(Nenhuma recompensa disponível no momento\.|There are no rewards right now\.)$/,
      ),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The catalogue and the rules failed to load: each says so and offers a retry. */
export const LoadError: Story = {
  args: { rewards: { status: 'error', items: [] }, earning: { status: 'error', rules: [] } },
  play: async ({ canvas, args, userEvent }) => {
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    const retries = canvas.getAllByRole('button', { name: name.retry });
    await userEvent.click(retries[retries.length - 1]!);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The player's balance failed while the catalogue loaded: the balance panel offers the retry. */
export const BalanceError: Story = {
  args: { viewer: 'player', balance: { status: 'error' } },
  play: async ({ canvas, args, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      /(Não foi possível carregar seus pontos|Could not load your points)/,
    );
    await userEvent.click(within(alert).getByRole('button', { name: name.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Without a known balance nothing is marked as too dear.
    await expect(
      within(card(canvas, 'Smartwatch esportivo')).getByRole('button', { name: name.redeem }),
    ).toBeEnabled();
  },
};

/** PTSYS3 off: the page says the mall is not available and shows no rewards. */
export const FeatureOff: Story = {
  args: { available: false },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^(A loja de pontos não está disponível|The point mall is not available)$/),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    viewer: 'player',
    balance: { status: 'ready', points: playerPoints },
    rewards: { status: 'ready', items: pointRewards.slice(0, 3) },
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]?.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

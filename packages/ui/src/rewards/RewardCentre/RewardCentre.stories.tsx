import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { formatStoryDate, rewardPromotions } from '../fixtures.ts';
import { RewardCentre } from './RewardCentre.tsx';

const meta = {
  title: 'Member/RewardCentre',
  component: RewardCentre,
  args: {
    status: 'ready',
    promotions: rewardPromotions,
    pendingId: null,
    focusId: null,
    formatDate: formatStoryDate,
    onAction: fn(),
    onRetry: fn(),
    realMoney: 1523.75,
  },
  decorators: [cashierStoryFrame],
  parameters: { wide: true },
} satisfies Meta<typeof RewardCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.getByRole('article', { name: title });

/** §4: every one of the ten statuses, each with the action it allows (join, apply, claim, see why, or none). */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(rewardPromotions.length);
    await userEvent.click(
      within(card(canvas, 'Missão de boas-vindas')).getByRole('button', {
        name: uiText('Participar', 'Join'),
      }),
    );
    await expect(args.onAction).toHaveBeenLastCalledWith('2001', 'join');
    await userEvent.click(
      within(card(canvas, 'Bônus de indicação comprovada')).getByRole('button', {
        name: uiText('Candidatar-se', 'Apply'),
      }),
    );
    await expect(args.onAction).toHaveBeenLastCalledWith('2002', 'apply');
    await userEvent.click(
      within(card(canvas, 'Sorteio de novembro')).getByRole('button', { name: uiText('Resgatar', 'Claim') }),
    );
    await expect(args.onAction).toHaveBeenLastCalledWith('2003', 'claim');
    const rejected = card(canvas, 'Reembolso de primeira aposta');
    await userEvent.click(within(rejected).getByText(uiText('Ver motivo', 'See why')));
    await expect(within(rejected).getByText(/comprovante enviado/)).toBeVisible();
    await expect(within(card(canvas, 'Semana do cliente')).queryByRole('button')).toBeNull();
    await expect(args.onAction).toHaveBeenCalledTimes(3);
    // Issue 23 item 6: real money apart from the bonus money, and the joined bonus's rollover.
    const balances = canvas.getByRole('region', { name: uiText('Seus saldos', 'Your balances') });
    await expect(balances).toHaveTextContent(/1[.,]523[,.]75/);
    await expect(balances).toHaveTextContent(/14[,.]50/);
    await expect(within(card(canvas, 'Giros grátis diários')).getByRole('progressbar')).toHaveAttribute(
      'value',
      '52',
    );
  },
};

/** A gateway without the join and apply calls (issue 24 item 4): those promotions show their status, no button. */
export const JoinNotOffered: Story = {
  args: { unavailableActions: ['join', 'apply'] },
  play: async ({ canvas }) => {
    const welcome = card(canvas, 'Missão de boas-vindas');
    await expect(within(welcome).queryByRole('button')).toBeNull();
    await expect(
      within(welcome).getByText(uiText('Indisponível neste site', 'Not available on this site')),
    ).toBeVisible();
    await expect(within(card(canvas, 'Bônus de indicação comprovada')).queryByRole('button')).toBeNull();
    await expect(
      within(card(canvas, 'Sorteio de novembro')).getByRole('button', { name: uiText('Resgatar', 'Claim') }),
    ).toBeEnabled();
  },
};

/** Issue 23 defect 10: each promotion shows its art whole (never a cropped title) and its terms on request. */
export const TermsAndArt: Story = {
  play: async ({ canvas, userEvent }) => {
    const raffle = card(canvas, 'Sorteio de novembro');
    const art = raffle.querySelector('img')!;
    await waitFor(() => expect(art.naturalWidth).toBeGreaterThan(0));
    const shown = art.getBoundingClientRect();
    // The box has the art's own proportions, so 'contain' leaves nothing outside it.
    await expect(shown.width / shown.height).toBeCloseTo(art.naturalWidth / art.naturalHeight, 1);
    await expect(getComputedStyle(art).objectFit).not.toBe('cover');
    const terms = within(raffle).getByText(uiText('Regras e condições', 'Terms and conditions'));
    await expect(within(raffle).getByText(/número da sorte/)).not.toBeVisible();
    await userEvent.click(terms);
    await expect(within(raffle).getByText(/número da sorte/)).toBeVisible();
  },
};

/** Opened at one promotion (the announcement's go-to-promotion): scrolled to, focused and marked. */
export const OpenedAtPromotion: Story = {
  args: { focusId: '2003' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(card(canvas, 'Sorteio de novembro')).toHaveFocus());
  },
};

/** A claim on its way: its button spins, the other actions wait. */
export const Claiming: Story = {
  args: { pendingId: '2003' },
  play: async ({ canvas }) => {
    await expect(
      within(card(canvas, 'Missão de boas-vindas')).getByRole('button', {
        name: uiText('Participar', 'Join'),
      }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando promoções', 'Loading promotions'),
    );
  },
};

export const Empty: Story = {
  args: { promotions: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        uiText('Nenhuma promoção para você no momento.', 'No promotions for you at the moment.'),
      ),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

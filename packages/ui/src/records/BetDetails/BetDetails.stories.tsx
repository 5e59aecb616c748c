import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyBets, storyFormats } from '../fixtures.ts';
import { BetDetails } from './BetDetails.tsx';

const [plain, , sports, lottery] = storyBets(4);

const sportsBet = {
  ...sports!,
  roundId: '418203377',
  odds: 3.42,
  selections: [
    { label: 'Flamengo vence', odds: 1.8 },
    { label: 'Ambos marcam', odds: 1.9 },
  ],
};

const meta = {
  title: 'Records/BetDetails',
  component: BetDetails,
  args: { bet: sportsBet, formats: storyFormats, onClose: fn(), onCopy: fn(), copied: null },
} satisfies Meta<typeof BetDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogName = uiText('Detalhes da aposta', 'Bet details');

/** A sports bet: both numbers to copy, every figure, the odds and each pick with its odds. */
export const SportsBet: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await expect(dialog).toHaveTextContent('Brasileirão: Flamengo x Palmeiras');
    await expect(dialog).toHaveTextContent(/3[,.]42/);
    const picks = within(
      within(dialog).getByRole('region', { name: uiText('Seleções', 'Selections') }),
    ).getAllByRole('listitem');
    await expect(picks.map((pick) => pick.textContent)).toEqual([
      expect.stringMatching(/^Flamengo vence1[,.]80$/),
      expect.stringMatching(/^Ambos marcam1[,.]90$/),
    ]);
    await userEvent.click(
      within(dialog).getByRole('button', { name: uiText('Copiar Nº da aposta', 'Copy Bet no.') }),
    );
    await expect(args.onCopy).toHaveBeenCalledWith('bet', sportsBet.id);
    await userEvent.click(
      within(dialog).getByRole('button', { name: uiText('Copiar Nº da rodada', 'Copy Round number') }),
    );
    await expect(args.onCopy).toHaveBeenCalledWith('round', '418203377');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Fechar|Close)$/ }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A lottery bet: its numbers as one pick, no odds; the round's number just copied. */
export const LotteryBet: Story = {
  args: {
    bet: { ...lottery!, roundId: '20261125', selections: [{ label: 'Números 04 · 12 · 33 · 41 · 57' }] },
    copied: 'round',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await expect(dialog).toHaveTextContent('Números 04 · 12 · 33 · 41 · 57');
    const statuses = within(dialog).getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      '',
      expect.stringMatching(uiText('Copiado', 'Copied')),
    ]);
    await expect(within(dialog).queryByText(uiText('Odds', 'Odds'))).toBeNull();
  },
};

/** A gateway that gives no round or picks: the bet's own figures only, on a phone. */
export const WithoutDetails: Story = {
  args: { bet: plain! },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    await expect(within(dialog).queryByRole('region')).toBeNull();
    await expect(dialog).toHaveTextContent('Fortuna do Tigre');
    await expect(dialog).toHaveTextContent('SOLX');
  },
};

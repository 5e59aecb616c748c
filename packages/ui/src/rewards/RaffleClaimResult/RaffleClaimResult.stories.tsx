import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { brl } from '../../cashier/fixtures.ts';
import { uiText } from '../../layout/fixtures.ts';
import { RaffleClaimResult } from './RaffleClaimResult.tsx';

const meta = {
  title: 'Popups/RaffleClaimResult',
  component: RaffleClaimResult,
  args: {
    open: true,
    onClose: fn(),
    promotionTitle: 'Sorteio de novembro',
    prize: { name: 'Bônus de R$ 50,00', amount: 50 },
  },
} satisfies Meta<typeof RaffleClaimResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: uiText('Prêmio resgatado', 'Prize claimed') });

/** §7 MCS2_claimRafflePromotion: the prize drawn and what was credited. */
export const Prize: Story = {
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    await expect(within(box).getByText('Bônus de R$ 50,00')).toBeInTheDocument();
    await expect(box).toHaveTextContent(brl('50,00'));
    await userEvent.click(within(box).getByRole('button', { name: uiText('Ok', 'OK') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A prize that is only an amount. */
export const AmountOnly: Story = {
  args: { prize: { amount: 25.5 } },
  play: async () => {
    await expect(await dialog()).toHaveTextContent(brl('25,50'));
  },
};

/** The gateway named no prize: the claim is confirmed all the same. */
export const NoPrizeNamed: Story = {
  args: { prize: null },
  play: async () => {
    await expect(await dialog()).toHaveTextContent(
      uiText('Seu resgate foi registrado.', 'Your claim has been recorded.', { exact: false }),
    );
  },
};

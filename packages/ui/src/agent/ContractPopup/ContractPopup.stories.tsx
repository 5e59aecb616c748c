import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { formatReais, pendingContract } from '../contracts/fixtures.ts';
import { contractStoryFrame } from '../contracts/storyFrame.tsx';
import { ContractPopup } from './ContractPopup.tsx';

const meta = {
  title: 'Agent/ContractPopup',
  component: ContractPopup,
  args: {
    contract: pendingContract,
    more: 0,
    pending: null,
    formatAmount: formatReais,
    onAnswer: fn(),
    onClose: fn(),
  },
  decorators: [contractStoryFrame],
} satisfies Meta<typeof ContractPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogName = uiText('Novo contrato para você', 'A new contract for you');

/** §2 contract popup: the upline's terms, Accept and Reject. */
export const Accept: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await expect(dialog).toHaveTextContent('agente1');
    await userEvent.click(screen.getByRole('button', { name: uiText('Aceitar', 'Accept') }));
    await expect(args.onAnswer).toHaveBeenCalledWith(pendingContract, 'accept');
  },
};

export const Reject: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: uiText('Recusar', 'Reject') }));
    await expect(args.onAnswer).toHaveBeenCalledWith(pendingContract, 'reject');
  },
};

/** The answer in flight: both buttons locked, the dialog stays. */
export const Answering: Story = {
  args: { pending: 'accept' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: uiText('Recusar', 'Reject') })).toBeDisabled();
  },
};

/** More contracts wait after this one: their count, in the language's plural. */
export const MoreWaiting: Story = {
  args: { more: 2 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await expect(dialog).toHaveTextContent(
      uiText('Mais 2 contratos aguardam sua resposta.', '2 more contracts await your answer.', {
        exact: false,
      }),
    );
  },
};

/** One more waits: the singular. */
export const OneMoreWaiting: Story = {
  args: { more: 1 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await expect(dialog).toHaveTextContent(
      uiText('Mais 1 contrato aguarda sua resposta.', '1 more contract awaits your answer.', {
        exact: false,
      }),
    );
  },
};

export const AnswerError: Story = {
  args: { error: 'Não foi possível enviar sua resposta. Tente novamente.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await expect(dialog).toHaveTextContent('Não foi possível enviar sua resposta. Tente novamente.');
  },
};

/**
 * Arabic: a rate reads as the language writes a percentage, the sign after the number as in every other language
 * (issue 23: the rate read "% 1.5" right to left).
 */
export const ArabicRate: Story = {
  globals: { locale: 'AR' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const rate = [...dialog.querySelectorAll('dd bdi')].find((node) => node.textContent?.includes('%'));
    const text = rate?.firstChild as Text;
    await expect(text.data).not.toMatch(/\d\s+%/);
    const leftOf = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    await expect(leftOf(text.data.indexOf('%'))).toBeGreaterThan(leftOf(text.data.search(/\d/)));
  },
};

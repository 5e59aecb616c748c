import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { contractStoryFrame } from '../contracts/storyFrame.tsx';
import { storyFormats } from '../fixtures.ts';
import { ContractAnswerToasts } from './ContractAnswerToasts.tsx';

const answers = [
  {
    contractId: 'ct-2001',
    answer: 'accepted',
    downline: 'time1p2',
    terms: { kind: 'daily', rate: 0.8, dailyBetAmount: 1000, activeMembers: 3 },
    at: '2026-11-28T10:20:00Z',
  },
  {
    contractId: 'ct-2002',
    answer: 'rejected',
    downline: 'agente41',
    terms: { kind: 'dividend', rate: 25, periodValidBet: 50_000, periodProfitLoss: 10_000, activeMembers: 5 },
    at: '2026-11-28T10:25:00Z',
  },
] as const;

// The toasts sit fixed at the screen's corner: the frame contains them, so the screenshot holds them.
const contained: Decorator = (Story) => (
  <div style={{ transform: 'translateZ(0)', minBlockSize: '13rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Agent/ContractAnswerToasts',
  component: ContractAnswerToasts,
  args: { answers, onDismiss: fn(), formats: storyFormats },
  decorators: [contained, contractStoryFrame],
} satisfies Meta<typeof ContractAnswerToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An acceptance and a rejection, announced politely, each closed on its own. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const [accepted, rejected] = canvas.getAllByRole('listitem');
    await expect(accepted).toHaveTextContent(
      uiText('Contrato aceito', 'Contract accepted', { exact: false }),
    );
    await expect(accepted).toHaveTextContent(/time1p2 · (Salário diário|Daily salary) 0,8\s?%/);
    await expect(rejected).toHaveTextContent(
      uiText('Contrato recusado', 'Contract rejected', { exact: false }),
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: uiText('Fechar o aviso de agente41', 'Close the notice about agente41'),
      }),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith('ct-2002');
  },
};

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('agente41');
  },
};

/** Nothing new: an empty live region, ready for the next answer. */
export const Empty: Story = {
  args: { answers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from '../walletParts/storyFrames.css.ts';
import { MoneyOutcomeNotice } from './MoneyOutcomeNotice.tsx';

const meta = {
  title: 'Cashier/MoneyOutcomeNotice',
  component: MoneyOutcomeNotice,
  args: { checking: false, onCheckAgain: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <div className={frames.column}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyOutcomeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  checkAgain: uiText('Conferir novamente', 'Check again'),
  retry: uiText('Enviar de novo', 'Send again'),
};

/** Right after a timeout, while balances and the transaction are read again: no action yet. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('não sabemos se a operação foi concluída', 'we do not know whether it went through', {
        exact: false,
      }),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Checked: check again, or send the same request again. */
export const Checked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: name.checkAgain }));
    await expect(args.onCheckAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: name.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The retry is in flight: it is busy and checking again waits for it. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name.retry })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: name.checkAgain })).toBeDisabled();
  },
};

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyFormats } from '../../records/fixtures.ts';
import * as frames from '../../records/records.css.ts';
import { SettlementCountdown } from './SettlementCountdown.tsx';

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const phone: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div style={{ inlineSize: '360px' }} data-screenshot>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Agent/SettlementCountdown',
  component: SettlementCountdown,
  // 12:02:35 in São Paulo: the 12:00–12:05 slot is open, settled at 12:05.
  args: {
    slotStart: '2026-11-25T15:00:00.000Z',
    nextSettlementAt: '2026-11-25T15:05:00.000Z',
    secondsLeft: 145,
    formats: storyFormats,
  },
  decorators: [frame],
} satisfies Meta<typeof SettlementCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §9: the next settlement, the time left to it and the slot it settles. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: uiText('Próxima liquidação', 'Next settlement') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^02:25$|^٠٢:٢٥$|^۰۲:۲۵$/);
    await expect(canvas.getByText(/12:00 – 12:05/)).toBeInTheDocument();
  },
};

/** The last seconds before the slot is settled. */
export const LastSeconds: Story = {
  args: { secondsLeft: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^00:04$|^٠٠:٠٤$|^۰۰:۰۴$/);
  },
};

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('section') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

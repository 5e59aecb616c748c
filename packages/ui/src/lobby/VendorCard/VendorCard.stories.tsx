import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { brokenImageSrc, storyVendors } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { VendorCard } from './VendorCard.tsx';

const golSports = storyVendors('SPORTS')[0]!;
const solxSlots = storyVendors('RNG')[1]!;

const meta = {
  title: 'Cards/VendorCard',
  component: VendorCard,
  args: { vendor: golSports, onOpen: fn(), onPlay: fn() },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <div className={frames.card}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof VendorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const playNow = uiText('Jogar agora', 'Play now');

export const WithPlayNow: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('article', { name: 'Gol Sports' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Gol Sports' }));
    await expect(args.onOpen).toHaveBeenCalledWith('GOL');
    const play = canvas.getByRole('button', { name: playNow });
    await expect(play).toHaveAccessibleDescription('Gol Sports');
    await userEvent.click(play);
    await expect(args.onPlay).toHaveBeenCalledWith('GOL');
  },
};

export const RngVendor: Story = {
  args: { vendor: solxSlots },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: playNow })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Solx Slots' }));
    await expect(args.onOpen).toHaveBeenCalledWith('SOLX');
  },
};

export const BrokenLogo: Story = {
  args: { vendor: { ...golSports, image: brokenImageSrc } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('vendor-fallback')).toHaveTextContent('GOL'));
    await expect(canvas.getByRole('button', { name: 'Gol Sports' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { uiText } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { DemoModeMarker } from './DemoModeMarker.tsx';

const meta = {
  title: 'Shell/DemoModeMarker',
  component: DemoModeMarker,
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoModeMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

const badgeName = uiText('Gateway simulado', 'Simulated gateway');

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('button', { name: badgeName });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('title', expect.stringMatching(/gateway/i));
  },
};

export const ExplanationOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const badge = canvas.getByRole('button', { name: badgeName });
    await userEvent.click(badge);
    const popover = canvasElementPopover(badge);
    await waitFor(() => expect(popover.matches(':popover-open')).toBe(true));
    await expect(popover).toHaveTextContent(uiText('simulado', 'simulated', { exact: false }));
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

function canvasElementPopover(badge: HTMLElement): HTMLElement {
  const popover = document.getElementById(badge.getAttribute('popovertarget') ?? '');
  if (!popover) throw new Error('popover not found');
  return popover;
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { UpdateNotice } from './UpdateNotice.tsx';

const meta = {
  title: 'Shell/UpdateNotice',
  component: UpdateNotice,
  args: { onUpdate: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <div className={frames.content}>
          <h1 className={frames.heading}>Início</h1>
          <p>A página continua utilizável enquanto o aviso aparece.</p>
        </div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpdateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Nova versão disponível', 'New version available'),
    );
    // Non-modal: no dialog, the page behind stays reachable.
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Atualizar', 'Update') }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Agora não', 'Not now') }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: uiText('Atualizar', 'Update') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: uiText('Agora não', 'Not now') })).toBeDisabled();
  },
};

export const ArabicRightToLeft: Story = {
  globals: { locale: 'AR' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region');
    await expect(getComputedStyle(notice).direction).toBe('rtl');
    // Pinned to the inline end: the left edge in right-to-left.
    await expect(notice.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};

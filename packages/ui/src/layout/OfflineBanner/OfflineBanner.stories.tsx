import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { OfflineBanner } from './OfflineBanner.tsx';

const meta = {
  title: 'Shell/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <div className={frames.content}>
          <h1 className={frames.heading}>Início</h1>
          <p>O conteúdo da página fica onde está enquanto o aviso aparece.</p>
        </div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Sem conexão com a internet.', 'No internet connection.', { exact: false }),
    );
    await expect(getComputedStyle(canvas.getByRole('status')).position).toBe('fixed');
  },
};

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { PageLoader } from './PageLoader.tsx';

const meta = {
  title: 'Shell/PageLoader',
  component: PageLoader,
  args: { active: true },
  decorators: [
    (Story) => (
      <div className={frames.page}>
        <Story />
        <div className={frames.content}>
          <h1 className={frames.heading}>Promoções</h1>
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando a página…', 'Loading the page…'),
    );
    await expect(canvasElement.querySelector('[data-page-loader]')).not.toBeNull();
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('[data-page-loader]')).toBeNull();
  },
};

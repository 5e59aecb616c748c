import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageState } from './FullPageState.tsx';

const meta = {
  title: 'Pages/FullPageState',
  component: FullPageState,
  args: {
    illustration: 'lost',
    title: 'Título da página',
    children: 'Uma explicação curta do que aconteceu.',
    detail: 'ref 7f3a-19c2',
  },
} satisfies Meta<typeof FullPageState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Título da página');
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

export const LongDetailOnPhone: Story = {
  args: { illustration: 'broken', tone: 'critical', detail: 'x'.repeat(160) },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../components/Button/index.ts';
import { art } from './FullPageState.css.ts';
import { FullPageState } from './FullPageState.tsx';

const illustration = (
  <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
    <circle className={art.backdrop} cx="80" cy="62" r="52" />
    <circle className={art.accent} cx="80" cy="62" r="20" />
  </svg>
);

const meta = {
  title: 'Pages/FullPageState',
  component: FullPageState,
  args: {
    illustration,
    title: 'Título do estado',
    children: <p>Um parágrafo que explica o que aconteceu e o que a pessoa pode fazer em seguida.</p>,
    actions: <Button>Ação principal</Button>,
  },
} satisfies Meta<typeof FullPageState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Título do estado' })).toBeVisible();
    await expect(canvas.queryByRole('main')).toBeNull();
  },
};

export const FullScreen: Story = {
  args: { fullScreen: true, detail: { label: 'Detalhe', value: 'valor técnico' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Sorte' })).toBeVisible();
  },
};

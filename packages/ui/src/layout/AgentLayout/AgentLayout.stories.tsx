import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../components/Button/index.ts';
import { BrandLogo } from '../BrandLogo/index.ts';
import { DemoModeMarker } from '../DemoModeMarker/index.ts';
import { uiText } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { AgentLayout } from './AgentLayout.tsx';
import * as styles from './AgentLayoutStory.css.ts';

const topBar = (
  <div className={styles.bar}>
    <BrandLogo size="small" />
    <span className={styles.title}>Centro do agente</span>
    <span className={`${styles.clock} ${styles.hideOnPhone}`}>14:05:32</span>
    <Button tone="secondary" size="small" onClick={fn()}>
      Sair
    </Button>
  </div>
);

const overview = [
  { label: 'Membros da equipe', value: '128' },
  { label: 'Apostas da equipe hoje', value: 'R$\u00a042.380,00' },
  { label: 'Rendimento do mês', value: 'R$\u00a03.912,40' },
  { label: 'Salário em tempo real', value: 'R$\u00a086,15' },
];

const page = (
  <div className={frames.content}>
    <h1 className={frames.heading}>Resumo da equipe</h1>
    <ul className={styles.cards}>
      {overview.map((item) => (
        <li key={item.label} className={styles.card}>
          <span className={styles.cardLabel}>{item.label}</span>
          <span className={styles.cardValue}>{item.value}</span>
        </li>
      ))}
    </ul>
  </div>
);

const meta = {
  title: 'Shell/AgentLayout',
  component: AgentLayout,
  args: { topBar, children: page },
} satisfies Meta<typeof AgentLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Centro do agente');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: uiText('Pular para o conteúdo', 'Skip to content') }),
    ).toHaveAttribute('href', '#main');
  },
};

export const DemoMode: Story = { args: { overlays: <DemoModeMarker /> } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AgentClock } from '../../agent/AgentClock/index.ts';
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
    <AgentClock nowMs={Date.UTC(2026, 10, 25, 17, 5, 32)} />
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

/**
 * A phone: the bar keeps its height, the clock its two lines (the time, then a short date and zone), never three
 * (issue 23 defect 9).
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    const clock = canvasElement.querySelector('time') as HTMLElement;
    const lines = [...clock.children].filter((line) => getComputedStyle(line).display !== 'none');
    await expect(lines).toHaveLength(2);
    for (const line of lines) {
      const lineHeight = Number.parseFloat(getComputedStyle(line).lineHeight);
      await expect(line.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
    const box = clock.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(bar.top);
    await expect(box.bottom).toBeLessThanOrEqual(bar.bottom);
    await expect(canvas.getByText(uiText('25/11/2026', '11/25/26'))).toBeVisible();
  },
};

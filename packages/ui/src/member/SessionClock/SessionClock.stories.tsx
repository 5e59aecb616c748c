import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { formatReais } from '../../cashier/walletParts/fixtures.ts';
import { AppHeader } from '../../layout/AppHeader/index.ts';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from './SessionClock.stories.css.ts';
import { SessionClock } from './SessionClock.tsx';

const meta = {
  title: 'Shell/SessionClock',
  component: SessionClock,
  args: { elapsed: '1:02:03', net: 42.5, formatAmount: formatReais, placement: 'inline' },
  decorators: [
    (Story) => (
      <div className={frames.strip} data-screenshot>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionClock>;

export default meta;
type Story = StoryObj<typeof meta>;

const clock = (canvas: { getByRole: (role: 'group', options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('group', { name: uiText('Sessão', 'Session') });

/**
 * Hung below the logged-in header of a 320 px phone (both directions): it fits the width, and the header keeps its
 * height (the clock is placed absolutely, so it shifts nothing).
 */
export const InHeaderAt320: Story = {
  args: { placement: 'header', elapsed: '10:42:07', net: -1234.56 },
  render: (args) => (
    <div className={frames.phoneHeader} data-header-frame="">
      <AppHeader
        member={{ nickname: 'jogador01', balance: 1520.75 }}
        menuExpanded={false}
        menuId="menu"
        onToggleMenu={fn()}
        onLogin={fn()}
        onRegister={fn()}
        onOpenCustomerService={fn()}
        onOpenNotices={fn()}
        onRefreshBalance={fn()}
      />
      <SessionClock {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector('[data-header-frame]') as HTMLElement;
    const header = frame.querySelector('header') as HTMLElement;
    await expect(frame.getBoundingClientRect().height).toBeCloseTo(header.getBoundingClientRect().height, 0);
    const box = clock(canvas).getBoundingClientRect();
    const edge = frame.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(edge.left);
    await expect(box.right).toBeLessThanOrEqual(edge.right);
    await expect(box.top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom);
  },
};

/** A session in gain: the time in tabular digits, the result signed `+` (not by its colour alone). */
export const Gain: Story = {
  play: async ({ canvas }) => {
    const group = clock(canvas);
    await expect(group.querySelector('time')).toHaveTextContent('1:02:03');
    await expect(group.querySelector('time')).toHaveAttribute('datetime', 'PT1H2M3S');
    await expect(group).toHaveTextContent(/\+R\$\s?42,50/);
    await expect(group).toHaveTextContent(
      uiText('Resultado da sessão: ganho de R$ 42,50', 'Session result: gain of R$ 42,50', { exact: false }),
    );
  },
};

/** A session in loss: signed with a minus sign and worded as a loss. */
export const Loss: Story = {
  args: { elapsed: '0:16:40', net: -120 },
  play: async ({ canvas }) => {
    const group = clock(canvas);
    await expect(group).toHaveTextContent(/\u2212R\$\s?120,00/);
    await expect(group).toHaveTextContent(
      uiText('Resultado da sessão: perda de R$ 120,00', 'Session result: loss of R$ 120,00', {
        exact: false,
      }),
    );
  },
};

/** Nothing won or lost yet: no sign. */
export const Even: Story = {
  args: { elapsed: '0:00:05', net: 0 },
  play: async ({ canvas }) => {
    const group = clock(canvas);
    await expect(group).not.toHaveTextContent(/[+\u2212]/);
    await expect(group).toHaveTextContent(/R\$\s?0,00/);
  },
};

/** Stakes and wins not known (the summary call and the betting record missing): the clock alone. */
export const ClockOnly: Story = {
  args: { net: null },
  play: async ({ canvas }) => {
    const group = clock(canvas);
    await expect(group).toHaveTextContent('1:02:03');
    await expect(group).not.toHaveTextContent(/R\$/);
  },
};

/** Tabular digits: a clock reading 1:11:11 is as wide as one reading 8:08:08, so a tick never moves its neighbours. */
export const TabularDigits: Story = {
  render: (args) => (
    <div className={frames.column}>
      <SessionClock {...args} elapsed="1:11:11" net={-3} />
      <SessionClock {...args} elapsed="8:08:08" net={-3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [a, b] = [...canvasElement.querySelectorAll('time')];
    await expect(a?.getBoundingClientRect().width).toBeCloseTo(b?.getBoundingClientRect().width ?? 0, 1);
  },
};

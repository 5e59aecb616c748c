import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from '../../records/records.css.ts';
import { storyFormats, storyOverview, storyPrevious } from '../fixtures.ts';
import { TeamOverview } from './TeamOverview.tsx';

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

/** A figure's card by its label (the chart's table repeats some labels). */
const card = (canvasElement: HTMLElement, label: RegExp) =>
  [...canvasElement.querySelectorAll('dt')].find((term) => label.test(term.textContent ?? ''))!
    .parentElement!;

const meta = {
  title: 'Agent/TeamOverview',
  component: TeamOverview,
  args: {
    status: 'ready',
    overview: storyOverview,
    previous: storyPrevious,
    formats: storyFormats,
    onRetry: fn(),
  },
  decorators: [frame],
} satisfies Meta<typeof TeamOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** October against September: figures up, down, the same and up from zero, each said in words beside the arrow. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const size = card(canvasElement, uiText('Membros da equipe', 'Team members'));
    await expect(within(size).getByText('42')).toBeInTheDocument();
    await expect(within(size).getByText(/13,5\s?%|13.5\s?%/)).toBeInTheDocument();
    const valid = card(canvasElement, uiText('Apostas válidas', 'Valid bets'));
    await expect(
      within(valid).getByText(
        uiText('abaixo do período anterior', 'below the previous period', { exact: false }),
      ),
    ).toBeInTheDocument();
    const deposits = card(canvasElement, uiText('Depósitos', 'Deposits'));
    await expect(
      within(deposits).getByText(uiText('igual ao período anterior', 'same as the previous period')),
    ).toBeInTheDocument();
    const fresh = card(canvasElement, uiText('Novos membros', 'New members'));
    await expect(
      within(fresh).getByText(
        uiText('acima do período anterior (era zero)', 'above the previous period (it was zero)'),
      ),
    ).toBeInTheDocument();
  },
};

/** The chart has a text alternative and its figures as a table. */
export const ChartTable: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('img', {
        name: uiText('Apostas válidas por dia', 'Valid bets by day', { exact: false }),
      }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByText(uiText('Ver os dias em tabela', 'Show the days as a table')));
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(32);
  },
};

/** The period before is still loading: the figures show, their change not yet. */
export const WithoutComparison: Story = {
  args: { previous: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByText(uiText('período anterior', 'previous period', { exact: false })),
    ).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', overview: undefined, previous: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A team with no members in the period. */
export const Empty: Story = {
  args: { overview: { ...storyOverview, figures: { ...storyOverview.figures, teamSize: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Sua equipe não tinha membros neste período.', 'Your team had no members in this period.'),
    );
  },
};

export const Failed: Story = {
  args: { status: 'error', overview: undefined, failure: 'timeout' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

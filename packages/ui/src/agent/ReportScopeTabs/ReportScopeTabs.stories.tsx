import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from '../../records/records.css.ts';
import { ReportScopeTabs } from './ReportScopeTabs.tsx';

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Agent/ReportScopeTabs',
  component: ReportScopeTabs,
  args: { value: 'team', onChange: fn(), children: <p>Relatório da equipe</p> },
  decorators: [frame],
} satisfies Meta<typeof ReportScopeTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The team's figures first: everyone below the agent. */
export const Team: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: uiText('Equipe', 'Team') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Relatório da equipe');
  },
};

export const Self: Story = {
  args: { value: 'self', children: <p>Relatório pessoal</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: uiText('Pessoal', 'Personal') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Choosing the other tab asks for it (the page keeps the choice in the URL). */
export const SwitchesToSelf: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: uiText('Pessoal', 'Personal') }));
    await expect(args.onChange).toHaveBeenCalledWith('self');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chatModel } from '../fixtures.ts';
import { storyColumn, storyPage } from '../storyFrame.css.ts';
import { type CustomerServiceEntry, CustomerServiceList } from './CustomerServiceList.tsx';

// The simulated gateway's live-chat models (the first with its icon, the second without one), then Telegram.
const support = chatModel('CS');
const finance = chatModel('FINANCE');
const entries: CustomerServiceEntry[] = [
  {
    id: support.modelId,
    csType: 'LIVECHAT',
    label: support.modelName,
    description: '24 horas, todos os dias',
    iconSrc: support.iconUrl,
  },
  { id: finance.modelId, csType: 'LIVECHAT', label: finance.modelName, description: 'PIX e carteiras' },
  { id: 'TELEGRAM', csType: 'TELEGRAM', label: 'Telegram', description: '@sorte_demo', external: true },
];

const meta = {
  title: 'Content/CustomerServiceList',
  component: CustomerServiceList,
  args: { entries, onSelect: fn(), pendingId: null },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <div className={storyColumn}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof CustomerServiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const buttons = await canvas.findAllByRole('button');
    await expect(buttons).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /^Telegram/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(entries[2]);
  },
};

/** The chat of one entry is launching: that entry is busy and ignores presses. */
export const Opening: Story = {
  args: { pendingId: 'CS' },
  play: async ({ canvas, args }) => {
    const busy = await canvas.findByRole('button', { name: /^Atendimento ao cliente/ });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^Depósitos e saques/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(entries[1]);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^(Atendimento indisponível no momento\.|Customer service is unavailable right now\.)$/,
      ),
    ).toBeVisible();
  },
};

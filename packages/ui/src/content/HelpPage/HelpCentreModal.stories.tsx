import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HelpCentreModal, type HelpTopic } from './HelpCentreModal.tsx';

const topics: HelpTopic[] = [
  { id: 'term', title: 'Termos e condições', href: '/help#term' },
  { id: 'help-902', title: 'Como depositar', href: '/help#help-902' },
  { id: 'help-903', title: 'Jogo responsável', href: '/help#help-903' },
];

const meta = {
  title: 'Popups/Content/HelpCentreModal',
  component: HelpCentreModal,
  args: { open: true, onClose: fn(), topics, onTopic: fn((_topic, event) => event.preventDefault()) },
} satisfies Meta<typeof HelpCentreModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogName = /^(Central de ajuda|Help centre)$/;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    const links = within(dialog).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/help#term');
    await userEvent.click(links[0] as HTMLElement);
    await expect(args.onTopic).toHaveBeenCalledWith(topics[0], expect.anything());
  },
};

export const Empty: Story = {
  args: { topics: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByRole('link')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen, storyLocation } from '../../stories/ScreenStory.tsx';

/** §2 Winners list: the winner board as a table, filtered by game category in the URL. */
const meta = {
  title: 'Screens/Winners',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { path: '/winners' },
  play: async ({ userEvent }) => {
    const table = await screen.findByRole('table', undefined, PAGE_WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21), PAGE_WAIT);
    const filter = screen.getByRole('combobox', { name: /Categoria do jogo|Game category/ });
    await userEvent.selectOptions(filter, 'LIVE');
    await waitFor(() => expect(storyLocation()).toBe('/winners?category=LIVE'), PAGE_WAIT);
    await userEvent.selectOptions(filter, 'ALL');
    await waitFor(() => expect(storyLocation()).toBe('/winners'), PAGE_WAIT);
    await waitFor(
      () => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21),
      PAGE_WAIT,
    );
  },
};

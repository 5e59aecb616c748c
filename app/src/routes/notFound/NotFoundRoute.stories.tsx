import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen, storyLocation } from '../../stories/ScreenStory.tsx';

/** Any path the site does not have, inside the site's layout. */
const meta = {
  title: 'Screens/Not found',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  parameters: { path: '/pagina-que-nao-existe' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: /página não encontrada|page not found/i }, PAGE_WAIT),
    ).toBeVisible();
    await expect(screen.getByRole('banner')).toBeVisible();
    const home = screen.getByRole('link', { name: /voltar ao início|back to the home page/i });
    await expect(home).toHaveAttribute('href', '/');
    await expect(storyLocation()).toBe('/pagina-que-nao-existe');
  },
};

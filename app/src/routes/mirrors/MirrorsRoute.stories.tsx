import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/**
 * §2 mirror site list: the domain routes as links, the host the page is served from marked. The gateway's own list
 * (the simulated one adds the site's origin, whose port differs on every run), with a hostile entry it drops.
 */
const meta = {
  title: 'Screens/Mirrors',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: (context) => {
    const finish = prepareScreen(context);
    context.msw.use(
      http.get('*/wps/system/domainRoute', () =>
        HttpResponse.json({
          success: true,
          value: {
            list: [
              { domain: 'sorte.example' },
              { domain: 'https://espelho.sorte.example' },
              { domain: 'javascript:alert(1)' },
              { domain: 'localhost' },
            ],
          },
        }),
      ),
    );
    return finish;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { path: '/mirrors' },
  play: async () => {
    const list = await screen.findByRole(
      'list',
      { name: /^(Endereços do site|The site's addresses)$/ },
      PAGE_WAIT,
    );
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://sorte.example/', 'https://espelho.sorte.example/', 'https://localhost/']);
    const here = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true');
    await expect(here).toHaveLength(1);
    await expect(here[0]).toHaveTextContent(/localhost.*(Você está aqui|You are here)/);
  },
};

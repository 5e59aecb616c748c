import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen, STORY_NOW } from '../../stories/ScreenStory.tsx';

/** §2 Red Envelope: the red-envelope promotions; a visitor is offered the login, a player opens one. */
const meta = {
  title: 'Screens/RedEnvelope',
  tags: ['!autodocs'],
  render: renderScreen,
  // The session clock of the signed-in story stands still, so its picture does not move.
  beforeEach: (context) => prepareScreen(context, { clockAt: STORY_NOW }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  parameters: { path: '/red-envelope' },
  play: async () => {
    const main = await screen.findByRole('main', undefined, PAGE_WAIT);
    await within(main).findByRole('article', { name: 'Envelope vermelho da sorte' }, PAGE_WAIT);
    await expect(within(main).getByRole('button', { name: /^(Entrar|Log in)$/ })).toBeVisible();
  },
};

export const Opened: Story = {
  parameters: { path: '/red-envelope', account: 'jogador01' },
  play: async ({ userEvent }) => {
    const main = await screen.findByRole('main', undefined, PAGE_WAIT);
    const card = await within(main).findByRole('article', { name: 'Envelope vermelho da sorte' }, PAGE_WAIT);
    await userEvent.click(within(card).getByRole('button', { name: /^(Resgatar|Claim)$/ }));
    const result = await screen.findByRole('dialog', undefined, PAGE_WAIT);
    await expect(result).toHaveTextContent(/8,88|8\.88/);
  },
};

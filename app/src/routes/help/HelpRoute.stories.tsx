import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen, storyLocation } from '../../stories/ScreenStory.tsx';

/** Spec §2 /help: the help centre's topics, each with its anchor (#term), and the help centre modal. */
const meta = {
  title: 'Screens/Help',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const inView = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight && bottom > 0;
};

export const TermsAnchor: Story = {
  parameters: { path: '/help#term' },
  play: async ({ userEvent }) => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: /^(ajuda|help)$/i }, PAGE_WAIT),
    ).toBeVisible();
    const terms = screen.getByRole('region', { name: 'Termos e condições' });
    await expect(terms).toHaveAttribute('id', 'term');
    await waitFor(() => expect(inView(terms)).toBe(true), PAGE_WAIT);
    const contents = screen.getByRole('navigation', { name: /nesta página|on this page/i });
    await expect(within(contents).getAllByRole('link')).toHaveLength(2);

    // The help centre modal lists the topics; choosing one moves the anchor.
    await userEvent.click(screen.getByRole('button', { name: /^(central de ajuda|help centre)$/i }));
    const modal = await screen.findByRole('dialog', undefined, PAGE_WAIT);
    await userEvent.click(within(modal).getByRole('link', { name: 'Como depositar' }));
    await waitFor(() => expect(storyLocation()).toBe('/help#deposit'), PAGE_WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PAGE_WAIT);
    await expect(screen.getByRole('region', { name: 'Como depositar' })).toBeVisible();
    // The picture is taken from the page's top: where an anchor scroll stops depends on the page's length below it,
    // and the sticky side menu's text is redrawn on a different sub-pixel with every stop.
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen, storyLocation } from '../../stories/ScreenStory.tsx';

/** Spec §2 /promotions: every promotion with its §4 status; the URL hash names the one to open. */
const meta = {
  title: 'Screens/Promotions',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Promotion 1003 of the simulated gateway ('Cashback semanal', status Applying). */
const CASHBACK = 1003;

export const OpenedByHash: Story = {
  parameters: { path: `/promotions#${CASHBACK}` },
  play: async ({ userEvent }) => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: /^(promoções|promotions)$/i }, PAGE_WAIT),
    ).toBeVisible();
    const cashback = (
      await screen.findByRole('heading', { level: 2, name: 'Cashback semanal' }, PAGE_WAIT)
    ).closest('article');
    if (!(cashback instanceof HTMLElement)) throw new Error('no card around the promotion title');
    const details = within(cashback).getByRole('button', { expanded: true });
    await expect(details).toBeVisible();
    await expect(
      await within(cashback).findByText(/10% do que você perdeu/, undefined, PAGE_WAIT),
    ).toBeVisible();
    // Only the promotion of the hash is open.
    const list = cashback.closest('ul');
    if (!list) throw new Error('no list around the promotion');
    await expect(cashback).toHaveAttribute('aria-current', 'true');
    // One per §4 status, and the red envelope (a promotion too).
    await expect(list.children).toHaveLength(11);
    await expect(within(list).getAllByRole('button', { expanded: true })).toHaveLength(1);

    // Closing it clears the hash.
    await userEvent.click(details);
    await waitFor(() => expect(storyLocation()).toBe('/promotions'), PAGE_WAIT);
    await userEvent.click(details);
    await waitFor(() => expect(storyLocation()).toBe(`/promotions#${CASHBACK}`), PAGE_WAIT);
  },
};

/** The Farsi catalog, right to left. The promotions' own texts come from the gateway as they are. */
export const FarsiPromotions: Story = {
  parameters: { path: '/promotions' },
  globals: { locale: 'FA' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'پیشنهادها' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Cashback semanal' }, PAGE_WAIT),
    ).toBeVisible();
    await expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['fa', 'rtl']);
  },
};

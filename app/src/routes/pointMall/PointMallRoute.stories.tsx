import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen, STORY_NOW } from '../../stories/ScreenStory.tsx';

/**
 * Spec §2 /pointMall for a player (jogador01: 12.480 points, withdraw password 135790) on the simulated gateway:
 * the conversion to balance and the §3 redeem records and points detail.
 */
const meta = {
  title: 'Screens/Point mall',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { path: '/pointMall', account: 'jogador01' },
  beforeEach: (context) => prepareScreen(context, { clockAt: STORY_NOW }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const records = () =>
  screen.findByRole('region', { name: /^(seus registros de pontos|your points records)$/i }, PAGE_WAIT);

/** The redeem records in every §4 status but In Process, and the points detail a tab away. */
export const Records: Story = {
  play: async ({ userEvent }) => {
    const list = await records();
    await expect(await within(list).findByText(/^(rejeitado|rejected)$/i, {}, PAGE_WAIT)).toBeVisible();
    await userEvent.click(within(list).getByRole('tab', { name: /^(extrato de pontos|points statement)$/i }));
    const table = await within(list).findByRole(
      'table',
      { name: /^(extrato de pontos|points statement)$/i },
      PAGE_WAIT,
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    // Clicking the tab scrolled it into view by however far the products above had laid out by then: the
    // picture centres the records' tabs instead.
    within(list).getByRole('tablist').scrollIntoView({ block: 'center', behavior: 'instant' });
  },
};

/** Points to balance behind the withdraw password: 2.500 points credit R$ 25,00 to the main wallet. */
export const Convert: Story = {
  play: async ({ userEvent }) => {
    const mall = await screen.findByRole('region', { name: /^(loja de pontos|point mall)$/i }, PAGE_WAIT);
    await userEvent.click(
      await within(mall).findByRole(
        'button',
        { name: /^(converter em saldo|convert to balance)$/i },
        PAGE_WAIT,
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: /^(converter pontos em saldo|convert points to balance)$/i,
    });
    await userEvent.type(
      within(dialog).getByLabelText(/^(pontos a converter|points to convert)/i, { selector: 'input' }),
      '2500',
    );
    await userEvent.type(
      within(dialog).getByLabelText(/^(senha de saque|withdraw password)/i, { selector: 'input' }),
      '135790',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /^(converter|convert)$/i }));
    const done = await screen.findByRole(
      'dialog',
      { name: /^(pontos convertidos|points converted)$/i },
      PAGE_WAIT,
    );
    await waitFor(() => expect(within(done).getByText(/25,00/)).toBeVisible());
  },
};

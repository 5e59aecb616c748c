import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/**
 * Issue 26 item 5: the "Jogo responsável" page, one tap from every page's footer: the tools, the warning signs, the
 * self-test (answered here), where to get help and the national self-exclusion platform.
 */
const meta = {
  title: 'Screens/ResponsibleGaming',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  parameters: { path: '/responsible-gaming' },
  play: async () => {
    const main = within(screen.getByRole('main'));
    await expect(await main.findByRole('heading', { level: 1 }, PAGE_WAIT)).toHaveTextContent(
      /^(Jogo responsável|Responsible gaming)$/,
    );
    await expect(main.getByRole('link', { name: /gov\.br/ })).toHaveAttribute(
      'href',
      'https://www.gov.br/autoexclusaoapostas',
    );
    // The limits centre's tools: a member route (a visitor is asked to log in there).
    await expect(main.getAllByRole('link', { name: /limit/i })[0]).toHaveAttribute('href', '/member/limits');
    // Answering every question "sometimes" scores 9 of 27: the problem band's advice, then the test starts again.
    for (const group of main.getAllByRole('group')) {
      await userEvent.click(within(group).getByRole('radio', { name: /^(Às vezes|Sometimes)$/ }));
    }
    await expect(main.getByRole('status')).toHaveTextContent(/9\D+27/);
    await userEvent.click(main.getByRole('button', { name: /^(Refazer o teste|Take the test again)$/ }));
    await expect(main.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await expect(main.getByRole('status')).toHaveTextContent(/9/);
  },
};

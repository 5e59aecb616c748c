import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from '../../records/records.css.ts';
import { AccountSearch } from './AccountSearch.tsx';

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const meta = {
  title: 'Agent/AccountSearch',
  component: AccountSearch,
  args: { value: '', onSearch: fn() },
  decorators: [frame],
} satisfies Meta<typeof AccountSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole team: nothing to clear. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: uiText('Limpar', 'Clear') })).toBeNull();
    const account = canvas.getByRole('textbox', { name: uiText('Conta do membro', 'Member account') });
    // An account reads in its own direction (issue 23 defect 9).
    await expect(account).toHaveAttribute('dir', 'auto');
    await userEvent.type(account, ' agente2 ');
    await userEvent.click(canvas.getByRole('button', { name: uiText('Buscar', 'Search') }));
    await expect(args.onSearch).toHaveBeenCalledWith('agente2');
  },
};

/** One member searched for: clearing shows the whole team again. */
export const Searching: Story = {
  args: { value: 'jogador01' },
  play: async ({ canvas, args, userEvent }) => {
    // A <search> landmark (testing-library does not know its role yet; the browser does).
    await expect(canvas.getByLabelText(uiText('Buscar membro', 'Search member')).tagName).toBe('SEARCH');
    await expect(canvas.getByRole('textbox')).toHaveValue('jogador01');
    await userEvent.click(canvas.getByRole('button', { name: uiText('Limpar', 'Clear') }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

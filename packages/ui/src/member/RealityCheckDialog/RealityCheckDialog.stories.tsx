import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatReais } from '../../cashier/walletParts/fixtures.ts';
import { uiText } from '../../layout/fixtures.ts';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';

const meta = {
  title: 'Popups/RealityCheckDialog',
  component: RealityCheckDialog,
  args: {
    open: true,
    elapsed: '1:00:00',
    staked: 250,
    won: 180.5,
    net: -69.5,
    formatAmount: formatReais,
    betRecordHref: '/member/betRecords',
    onOpenBetRecord: fn(),
    onChoose: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: uiText('Lembrete de sessão', 'Session reminder') });
const figure = (term: RegExp) => {
  const dt = within(dialog())
    .getAllByRole('term')
    .find((item) => term.test(item.textContent ?? ''));
  return dt?.nextElementSibling as HTMLElement;
};

/** An hour into a session in loss: the duration, stakes, wins and the signed, worded net result. */
export const Loss: Story = {
  play: async () => {
    await expect(dialog()).toHaveAccessibleDescription(/1:00:00/);
    await expect(figure(uiText('Duração', 'Duration'))).toHaveTextContent('1:00:00');
    await expect(figure(uiText('Apostado', 'Staked'))).toHaveTextContent(/R\$\s?250,00/);
    await expect(figure(uiText('Ganho', 'Won'))).toHaveTextContent(/R\$\s?180,50/);
    await expect(figure(uiText('Resultado', 'Result'))).toHaveTextContent(
      /\u2212R\$\s?69,50 \((perda|loss)\)/,
    );
    await expect(
      within(dialog()).getByRole('link', {
        name: uiText('Ver registro de apostas', 'See the betting record'),
      }),
    ).toHaveAttribute('href', '/member/betRecords');
  },
};

/** A session in gain, signed and worded as a gain. */
export const Gain: Story = {
  args: { elapsed: '2:00:00', staked: 100, won: 160, net: 60 },
  play: async () => {
    await expect(figure(uiText('Resultado', 'Result'))).toHaveTextContent(/\+R\$\s?60,00 \((ganho|gain)\)/);
  },
};

/** Stakes and wins unknown (no summary call, no betting record): the duration alone, the rest said unavailable. */
export const FiguresUnknown: Story = {
  args: { staked: null, won: null, net: null },
  play: async () => {
    await expect(figure(uiText('Duração', 'Duration'))).toHaveTextContent('1:00:00');
    for (const term of [uiText('Apostado', 'Staked'), uiText('Ganho', 'Won'), uiText('Resultado', 'Result')])
      await expect(figure(term)).toHaveTextContent(uiText('Indisponível', 'Unavailable'));
  },
};

/** It needs a choice: no close button, and Esc leaves it open. */
export const NeedsAChoice: Story = {
  play: async ({ args }) => {
    await expect(within(dialog()).queryByRole('button', { name: uiText('Fechar', 'Close') })).toBeNull();
    // Its entrance (a fade) is over before the key: a dialog still fading in does not count as visible.
    await waitFor(() => expect(dialog()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(dialog()).toHaveAttribute('data-state', 'open');
    await expect(dialog()).toBeVisible();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** Each of the three choices, and the betting record link, is heard. */
export const Choices: Story = {
  play: async ({ args }) => {
    const button = (name: RegExp) => within(dialog()).getByRole('button', { name });
    await userEvent.click(button(uiText('Continuar jogando', 'Keep playing')));
    await expect(args.onChoose).toHaveBeenLastCalledWith('continue');
    await userEvent.click(button(uiText('Fazer uma pausa', 'Take a break')));
    await expect(args.onChoose).toHaveBeenLastCalledWith('takeBreak');
    await userEvent.click(button(uiText('Sair da conta', 'Log out')));
    await expect(args.onChoose).toHaveBeenLastCalledWith('logOut');
    await userEvent.click(
      within(dialog()).getByRole('link', {
        name: uiText('Ver registro de apostas', 'See the betting record'),
      }),
    );
    await expect(args.onOpenBetRecord).toHaveBeenCalledOnce();
  },
};

/** Logging out: its button waits, the other choices are blocked. */
export const LoggingOut: Story = {
  args: { pending: 'logOut' },
  play: async () => {
    const buttons = within(dialog()).getAllByRole('button');
    for (const button of buttons) await expect(button).toBeDisabled();
    await expect(
      within(dialog()).getByRole('button', { name: uiText('Sair da conta', 'Log out') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

import { failures } from '@sorte/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { referralCodeAtom, registerPopupAtom } from '../../state/popupAtoms.ts';
import { ConnectedStory, startSimulatedGateway } from '../../stories/ConnectedStory.tsx';
import { WarningHost } from '../session/index.ts';
import { RegisterPopup } from './RegisterPopup.tsx';

/** The registration popup on the simulated gateway: fields, rules and answers come from its register settings. */
const meta = {
  title: 'Screens/Register',
  tags: ['!autodocs'],
  render: (_args, { parameters }) => (
    <ConnectedStory
      prepare={(store) => {
        if (parameters.referralCode) store.set(referralCodeAtom, parameters.referralCode);
        store.set(registerPopupAtom, { open: true, tab: parameters.tab ?? 'username' });
      }}
    >
      <RegisterPopup />
      <WarningHost />
    </ConnectedStory>
  ),
  beforeEach: startSimulatedGateway,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /^(cadastrar|register)$/i });
const field = async (label: RegExp) => within(await dialog()).getByLabelText(label, { selector: 'input' });
const submit = async () => within(await dialog()).getByRole('button', { name: /^(cadastrar|register)$/i });

const blurField = () => {
  if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
};

export const RegistersByUsername: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await field(/^(nome de usuário|username)/i), 'novojogador2');
    await userEvent.type(await field(/^(senha|password)/i), 'Senha2026');
    await userEvent.type(await field(/^(confirmar senha|confirm password)/i), 'Senha2026');
    await userEvent.type(await field(/^(número de celular|mobile number)/i), '11955550000');
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: /^(enviar código|send code)$/i }),
    );
    await userEvent.type(await field(/^(código sms|sms code)/i), '123456');
    await userEvent.type(await field(/^(apelido|nickname)/i), 'Novo');
    const form = await dialog();
    await userEvent.click(within(form).getByRole('checkbox', { name: /termos|terms/i }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /18/ }));
    await userEvent.click(await submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(sessionStorage.getItem('account')).toBe('novojogador2');
  },
};

export const EmptySubmit: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await submit());
    const username = await field(/^(nome de usuário|username)/i);
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toBeInvalid();
    await expect(await field(/^(apelido|nickname)/i)).toBeInvalid();
    blurField();
  },
};

export const MobileTab: Story = {
  parameters: { tab: 'mobile' },
  play: async () => {
    const form = await dialog();
    await expect(within(form).getByRole('tab', { name: /^(celular|mobile)$/i })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      within(form).queryByLabelText(/^(nome de usuário|username)/i, { selector: 'input' }),
    ).toBeNull();
    blurField();
  },
};

export const ReferralLink: Story = {
  parameters: { referralCode: 'ANA2026' },
  play: async () => {
    await expect(await field(/^(código de convite|invitation code)/i)).toHaveValue('ANA2026');
    blurField();
  },
};

export const NetworkError: Story = {
  beforeEach: ({ msw }) => msw.use(failures.network('registerSms')),
  play: async ({ userEvent }) => {
    await userEvent.type(await field(/^(número de celular|mobile number)/i), '11955550001');
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: /^(enviar código|send code)$/i }),
    );
    // Spec §8: a failed send shows its message in a warning dialog with a confirm button.
    const warning = await screen.findByRole('dialog', { name: /^(aviso|warning)$/i });
    await expect(warning).toHaveTextContent(/rede|network/i);
  },
};

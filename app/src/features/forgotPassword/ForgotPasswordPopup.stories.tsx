import { applyScenario, mockDb } from '@sorte/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { forgotPasswordPopupAtom } from '../../state/popupAtoms.ts';
import { ConnectedStory, startSimulatedGateway } from '../../stories/ConnectedStory.tsx';
import { WarningHost } from '../session/index.ts';
import { ForgotPasswordPopup } from './ForgotPasswordPopup.tsx';

/** The forgot-password popup on the simulated gateway. */
const meta = {
  title: 'Screens/ForgotPassword',
  tags: ['!autodocs'],
  render: () => (
    <ConnectedStory prepare={(store) => store.set(forgotPasswordPopupAtom, { open: true, tab: null })}>
      <ForgotPasswordPopup />
      <WarningHost />
    </ConnectedStory>
  ),
  beforeEach: startSimulatedGateway,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /^(esqueceu a senha|forgot password)$/i });
const field = async (label: RegExp) => within(await dialog()).getByLabelText(label, { selector: 'input' });

export const EmailSent: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await field(/^(nome de usuário|username)/i), 'jogador01');
    await userEvent.type(await field(/^e-mail/i), 'ana.souza@sorte.example');
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: /^(enviar e-mail|send e-mail)$/i }),
    );
    await expect(await within(await dialog()).findByRole('status')).toHaveTextContent(/enviado|sent out/i);
  },
};

export const EmailNotFound: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await field(/^(nome de usuário|username)/i), 'jogador01');
    await userEvent.type(await field(/^e-mail/i), 'outra@sorte.example');
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: /^(enviar e-mail|send e-mail)$/i }),
    );
    await expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(
      /nome de usuário\/e-mail não existe|Username\/Email does not exist/,
    );
    if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
  },
};

/** CHNGPASSVERIF3: the popup opens on the mobile tab; the new password logs the user in. */
export const ByMobile: Story = {
  beforeEach: () => {
    applyScenario({ whiteLabel: { CHNGPASSVERIF3: true } }, mockDb);
  },
  play: async ({ userEvent }) => {
    await expect(within(await dialog()).getByRole('tab', { name: /^(celular|mobile)$/i })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(await field(/^(número de celular|mobile number)/i), '11987654321');
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: /^(enviar código|send code)$/i }),
    );
    await userEvent.type(await field(/^(código sms|sms code)/i), '123456');
    await userEvent.type(await field(/^(nova senha|new password)/i), 'NovaSenha9');
    await userEvent.type(await field(/^(confirmar nova senha|confirm new password)/i), 'NovaSenha9');
    await userEvent.click(
      within(await dialog()).getByRole('button', { name: /^(redefinir senha|reset password)$/i }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(sessionStorage.getItem('token')).not.toBeNull();
  },
};

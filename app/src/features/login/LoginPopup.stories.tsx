import { failures } from '@sorte/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { loginPopupAtom } from '../../state/popupAtoms.ts';
import { ConnectedStory, startSimulatedGateway } from '../../stories/ConnectedStory.tsx';
import { WarningHost } from '../session/index.ts';
import { LoginPopup } from './LoginPopup.tsx';

/** The login popup connected to the simulated gateway: each state here comes from a gateway answer. */
const meta = {
  title: 'Screens/Login',
  tags: ['!autodocs'],
  render: (_args, { parameters }) => (
    <ConnectedStory
      config={parameters.config}
      prepare={(store) =>
        store.set(loginPopupAtom, { open: true, tab: parameters.tab ?? 'username', notice: null })
      }
    >
      <LoginPopup />
      <WarningHost />
    </ConnectedStory>
  ),
  beforeEach: startSimulatedGateway,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');
const usernameField = async () =>
  within(await dialog()).getByRole('textbox', { name: /nome de usuário|username/i });
const passwordField = async () => within(await dialog()).getByLabelText(/^(senha|password)/i);
const submitButton = async () => within(await dialog()).getByRole('button', { name: /^(entrar|log in)$/i });

export const SignsIn: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await usernameField(), 'jogador01');
    await userEvent.type(await passwordField(), 'Sorte2026');
    await userEvent.click(await submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sessionStorage.getItem('account')).toBe('jogador01');
  },
};

export const EmptySubmit: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await submitButton());
    const username = await usernameField();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(/senha|password/i);
  },
};

export const CaptchaAfterThreeFailures: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await usernameField(), 'agente2');
    await userEvent.type(await passwordField(), 'errada');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await userEvent.click(await submitButton());
      await within(await dialog()).findByRole('alert');
    }
    await expect(await within(await dialog()).findByRole('img', { name: /captcha|código/i })).toBeVisible();
    // Nothing the user typed is lost: the username and password are still there.
    await expect(await usernameField()).toHaveValue('agente2');
    await expect(await passwordField()).toHaveValue('errada');
  },
};

export const ServerRejects: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failures.rejected('login', 'Conta suspensa. Entre em contato com o atendimento ao cliente.')),
  play: async ({ userEvent }) => {
    await userEvent.type(await usernameField(), 'jogador01');
    await userEvent.type(await passwordField(), 'Sorte2026');
    await userEvent.click(await submitButton());
    await expect(await within(await dialog()).findByRole('alert')).toHaveTextContent('Conta suspensa');
  },
};

export const NetworkError: Story = {
  beforeEach: ({ msw }) => msw.use(failures.network('login')),
  play: async ({ userEvent }) => {
    await userEvent.type(await usernameField(), 'jogador01');
    await userEvent.type(await passwordField(), 'Sorte2026');
    await userEvent.click(await submitButton());
    await expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(/rede|network/i);
    await expect(await passwordField()).toHaveValue('Sorte2026');
  },
};

export const Timeout: Story = {
  parameters: { config: { timeoutMs: 1000 } },
  beforeEach: ({ msw }) => msw.use(failures.timeout('login')),
  play: async ({ userEvent }) => {
    await userEvent.type(await usernameField(), 'jogador01');
    await userEvent.type(await passwordField(), 'Sorte2026');
    await userEvent.click(await submitButton());
    await expect(await within(await dialog()).findByRole('alert', {}, { timeout: 12_000 })).toHaveTextContent(
      /demorou|longer time/i,
    );
  },
};

export const SmsCodeSent: Story = {
  parameters: { tab: 'sms' },
  play: async ({ userEvent }) => {
    const form = within(await dialog());
    await userEvent.type(await form.findByRole('textbox', { name: /celular|mobile/i }), '11987654321');
    await userEvent.click(form.getByRole('button', { name: /enviar|send/i }));
    // The countdown starts (announced once, not every second) and the send button waits for it.
    await expect(await form.findByText(/código enviado|code sent/i)).toBeInTheDocument();
    await expect(form.getByRole('button', { name: /(enviar|send).*\d+\s?s/i })).toBeDisabled();
  },
};

export const SmsSendFails: Story = {
  parameters: { tab: 'sms' },
  beforeEach: ({ msw }) => msw.use(failures.rejected('smsNoLogin', 'Número de celular não registrado')),
  play: async ({ userEvent }) => {
    const form = within(await dialog());
    await userEvent.type(await form.findByRole('textbox', { name: /celular|mobile/i }), '11900000000');
    await userEvent.click(form.getByRole('button', { name: /enviar|send/i }));
    const warning = await screen.findByRole('dialog', { name: /aviso|warning/i });
    await expect(warning).toHaveTextContent('Número de celular não registrado');
  },
};

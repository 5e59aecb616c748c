import {
  correctInformationMessage,
  gatewayErrorMessage,
  twoStepCodeRefusedMessage,
  validateSecondVerification,
} from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SecondVerificationModal } from './SecondVerificationModal.tsx';

const meta = {
  title: 'Popups/Account/SecondVerificationModal',
  component: SecondVerificationModal,
  args: {
    open: true,
    onClose: fn(),
    method: 'sms',
    target: '+55 41 *****5432',
    value: '',
    onChange: fn(),
    countdownSeconds: 0,
    sending: false,
    onResend: fn(),
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof SecondVerificationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = /^(Novo local de acesso: confirme que é você|New login location: please confirm it is you)$/;
const confirm = /^(Confirmar|Confirm)$/;
const resend = /^(Enviar de novo|Send again)$/;

const blurField = () => {
  if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
};

export const Sms: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: title });
    const input = screen.getByLabelText(/^(Código SMS|SMS code)/, { selector: 'input' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription(/SMS.*\+55 41 \*{5}5432/);
    await userEvent.type(input, '1');
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await userEvent.click(screen.getByRole('button', { name: resend }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: confirm }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blurField();
  },
};

/** The login has just sent the code: asking again waits for the countdown. */
export const SmsCountdownRunning: Story = {
  args: { countdownSeconds: 60 },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: /60 s/ })).toBeDisabled();
    blurField();
  },
};

export const Email: Story = {
  args: { method: 'email', target: 'm***@sorte.example', countdownSeconds: 0 },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    const input = screen.getByLabelText(/^(Código do e-mail|E-mail code)/, { selector: 'input' });
    await expect(input).toHaveAccessibleDescription(/m\*\*\*@sorte\.example/);
    await userEvent.click(screen.getByRole('button', { name: resend }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    blurField();
  },
};

export const Google: Story = {
  args: { method: 'google', target: undefined, value: '246810' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    const input = screen.getByLabelText(/^(Código do Google Authenticator|Google Authenticator code)/, {
      selector: 'input',
    });
    await expect(input).toHaveAccessibleDescription(/Google Authenticator/);
    await expect(screen.queryByRole('button', { name: resend })).toBeNull();
    await userEvent.type(input, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blurField();
  },
};

/** Issue 23 item 5: the member's own two-step verification by an authenticator app, its own title. */
export const TwoStep: Story = {
  args: { method: 'google', target: undefined, twoStep: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: /^(Verificação em duas etapas|Two-step verification)$/ });
    const input = screen.getByLabelText(/^(Código do aplicativo autenticador|Authenticator app code)/, {
      selector: 'input',
    });
    await expect(input).toHaveAccessibleDescription(/(aplicativo autenticador|authenticator app)/);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(screen.queryByRole('button', { name: resend })).toBeNull();
    await userEvent.type(input, '1');
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    blurField();
  },
};

/** A refused two-step code: the message says so, the code typed stays. */
export const TwoStepWrongCode: Story = {
  args: {
    method: 'google',
    target: undefined,
    twoStep: true,
    value: '000000',
    formError: twoStepCodeRefusedMessage,
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      /Código incorreto ou expirado|Wrong or expired code/,
    );
    await expect(screen.getByRole('textbox')).toHaveValue('000000');
    blurField();
  },
};

export const BankAccountName: Story = {
  args: { method: 'bankAccountName', target: undefined },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    const input = screen.getByLabelText(/^(Nome do titular da conta|Account holder name)/, {
      selector: 'input',
    });
    await expect(input).toHaveAttribute('autocomplete', 'name');
    await expect(input).toHaveAttribute('inputmode', 'text');
    await userEvent.type(input, 'M');
    await expect(args.onChange).toHaveBeenLastCalledWith('M');
    blurField();
  },
};

export const Invalid: Story = {
  args: {
    method: 'google',
    target: undefined,
    value: '12',
    error: validateSecondVerification('google', '12') ?? undefined,
  },
  play: async () => {
    await screen.findByRole('dialog');
    const input = screen.getByLabelText(/^(Código do Google Authenticator|Google Authenticator code)/, {
      selector: 'input',
    });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/código de verificação válido|valid verification code/);
    blurField();
  },
};

export const BankNameEmpty: Story = {
  args: {
    method: 'bankAccountName',
    target: undefined,
    error: validateSecondVerification('bankAccountName', '  ') ?? undefined,
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(
      screen.getByLabelText(/^(Nome do titular da conta|Account holder name)/, { selector: 'input' }),
    ).toHaveAccessibleDescription(/O campo não pode ficar vazio|Input cannot be empty/);
    blurField();
  },
};

export const WrongAnswer: Story = {
  args: { value: '654321', formError: correctInformationMessage, countdownSeconds: 0 },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      /Insira as informações corretas|Please enter correct information/,
    );
    blurField();
  },
};

export const NetworkError: Story = {
  args: { value: '123456', formError: gatewayErrorMessage('network') },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      /A conexão de rede está instável|Network link is abnormal/,
    );
    blurField();
  },
};

export const Submitting: Story = {
  args: { value: '123456', submitting: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    const button = screen.getByRole('button', { name: confirm });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurField();
  },
};

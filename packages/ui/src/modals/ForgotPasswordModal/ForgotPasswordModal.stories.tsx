import {
  gatewayErrorMessage,
  usernameOrEmailNotFoundMessage,
  validateForgotByEmail,
  validateForgotByMobile,
} from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ForgotPasswordModal, type ForgotPasswordValues } from './ForgotPasswordModal.tsx';

const empty: ForgotPasswordValues = {
  username: '',
  email: '',
  countryDialingCode: '55',
  mobileNum: '',
  verificationCode: '',
  newPassword: '',
  confirmNewPassword: '',
};
const emailFilled: ForgotPasswordValues = {
  ...empty,
  username: 'jogador01',
  email: 'ana.souza@sorte.example',
};
const mobileFilled: ForgotPasswordValues = {
  ...empty,
  mobileNum: '11987654321',
  verificationCode: '123456',
  newPassword: 'NovaSenha1',
  confirmNewPassword: 'NovaSenha1',
};

const meta = {
  title: 'Popups/Account/ForgotPasswordModal',
  component: ForgotPasswordModal,
  args: {
    open: true,
    onClose: fn(),
    tabs: ['email', 'mobile'],
    tab: 'email',
    onTabChange: fn(),
    emailSent: false,
    values: empty,
    onChange: fn(),
    errors: {},
    smsCountdownSeconds: 0,
    smsSending: false,
    onSendSms: fn(),
    countryDialingCodes: [
      { code: '55', label: 'BR +55' },
      { code: '351', label: 'PT +351' },
    ],
    submitting: false,
    onSubmit: fn(),
    onBackToLogin: fn(),
  },
} satisfies Meta<typeof ForgotPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  dialog: /^(Esqueceu a senha|Forgot password)$/,
  username: /^(Nome de usuário|Username)/,
  email: /^E-mail/,
  mobile: /^(Número de celular|Mobile number)/,
  code: /^(Código SMS|SMS code)/,
  newPassword: /^(Nova senha|New password)/,
  confirm: /^(Confirmar nova senha|Confirm new password)/,
  sendEmail: /^(Enviar e-mail|Send e-mail)$/,
  reset: /^(Redefinir senha|Reset password)$/,
  back: /^(Voltar para entrar|Back to log in)$/,
  mobileTab: /^(Celular|Mobile)$/,
};

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

const blurField = () => {
  if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
};

export const EmailTab: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: name.dialog });
    const username = field(name.username);
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toBeRequired();
    await expect(field(name.email)).toHaveAttribute('type', 'email');
    await userEvent.type(username, 'j');
    await expect(args.onChange).toHaveBeenLastCalledWith('username', 'j');
    await userEvent.type(field(name.email), 'a');
    await expect(args.onChange).toHaveBeenLastCalledWith('email', 'a');
    await userEvent.click(screen.getByRole('button', { name: name.sendEmail }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('tab', { name: name.mobileTab }));
    await expect(args.onTabChange).toHaveBeenCalledWith('mobile');
    await userEvent.click(screen.getByRole('button', { name: name.back }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
    blurField();
  },
};

const emailInvalid = validateForgotByEmail({ username: 'ana souza', email: 'ana@' });

export const EmailInvalid: Story = {
  args: {
    values: { ...empty, username: 'ana souza', email: 'ana@' },
    errors: emailInvalid.ok ? {} : emailInvalid.errors,
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(field(name.username)).toHaveAccessibleDescription(
      /O formato da conta está incorreto|Account format is incorrect/,
    );
    await expect(field(name.email)).toHaveAccessibleDescription(
      /O formato do e-mail está incorreto|E-mail format is incorrect/,
    );
    blurField();
  },
};

export const EmailNotFound: Story = {
  args: { values: emailFilled, formError: usernameOrEmailNotFoundMessage },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      /O nome de usuário\/e-mail não existe|Username\/Email does not exist/,
    );
    await expect(field(name.email)).toHaveValue('ana.souza@sorte.example');
    blurField();
  },
};

export const EmailSending: Story = {
  args: { values: emailFilled, submitting: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    const submit = screen.getByRole('button', { name: name.sendEmail });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurField();
  },
};

/** The 'been out' confirmation of spec §8. */
export const EmailSent: Story = {
  args: { values: emailFilled, emailSent: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('status')).toHaveTextContent(
      /O e-mail foi enviado|The e-mail has been sent out/,
    );
    await expect(screen.queryByLabelText(name.email, { selector: 'input' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: name.back }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  },
};

export const NetworkError: Story = {
  args: { values: emailFilled, formError: gatewayErrorMessage('network') },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      /A conexão de rede está instável|Network link is abnormal, please try again/,
    );
    blurField();
  },
};

export const MobileTab: Story = {
  args: { tab: 'mobile' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('tab', { name: name.mobileTab })).toHaveAttribute('aria-selected', 'true');
    const mobile = field(name.mobile);
    await waitFor(() => expect(mobile).toHaveFocus());
    await userEvent.type(mobile, '1');
    await expect(args.onChange).toHaveBeenLastCalledWith('mobileNum', '1');
    await userEvent.click(screen.getByRole('button', { name: /^(Enviar código|Send code)$/ }));
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
    await expect(field(name.newPassword)).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(field(name.confirm), 'x');
    await expect(args.onChange).toHaveBeenLastCalledWith('confirmNewPassword', 'x');
    await userEvent.click(screen.getByRole('button', { name: name.reset }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blurField();
  },
};

const mobileBad = {
  ...empty,
  mobileNum: '12',
  verificationCode: '',
  newPassword: 'abc',
  confirmNewPassword: 'abd',
};
const mobileInvalid = validateForgotByMobile(mobileBad);

export const MobileInvalid: Story = {
  args: { tab: 'mobile', values: mobileBad, errors: mobileInvalid.ok ? {} : mobileInvalid.errors },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(field(name.mobile)).toHaveAccessibleDescription(
      /número de celular válido|valid mobile number/,
    );
    await expect(field(name.code)).toHaveAccessibleDescription(
      /código de verificação válido|valid verification code/,
    );
    await expect(field(name.newPassword)).toHaveAccessibleDescription(/6 - 20/);
    await expect(field(name.confirm)).toHaveAccessibleDescription(
      /A senha de confirmação não está correta\.|Confirmation password is not correct\./,
    );
    blurField();
  },
};

export const MobileCountdownRunning: Story = {
  args: { tab: 'mobile', values: { ...empty, mobileNum: '11987654321' }, smsCountdownSeconds: 58 },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: /58 s/ })).toBeDisabled();
    blurField();
  },
};

export const MobileSubmitting: Story = {
  args: { tab: 'mobile', values: mobileFilled, submitting: true },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: name.reset })).toHaveAttribute('aria-busy', 'true');
    blurField();
  },
};

/** Without the phone method there is only the e-mail form, and no tab row. */
export const EmailOnly: Story = {
  args: { tabs: ['email'] },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('tablist')).toBeNull();
    await expect(field(name.username)).toBeInTheDocument();
    blurField();
  },
};

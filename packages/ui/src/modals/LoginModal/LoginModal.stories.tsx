import {
  captchaRequiredMessage,
  credentialsRequiredMessage,
  gatewayErrorMessage,
  invalidMobileNumberMessage,
  invalidVerificationCodeMessage,
  validateUsernameLogin,
} from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { type LoginField, LoginModal, type LoginModalProps, type LoginValues } from './LoginModal.tsx';

const captchaSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="38" viewBox="0 0 96 38">' +
  '<rect width="96" height="38" fill="#f3efe3"/>' +
  '<path d="M0 28C20 6 44 36 96 12" stroke="#b29c62" stroke-width="1.5" fill="none"/>' +
  '<text x="14" y="27" font-family="monospace" font-size="21" font-weight="700" fill="#2f3437" letter-spacing="5">7K4P</text>' +
  '</svg>';
const captchaImage = `data:image/svg+xml,${encodeURIComponent(captchaSvg)}`;

const empty: LoginValues = {
  username: '',
  password: '',
  captcha: '',
  mobileNum: '',
  countryDialingCode: '+55',
  verificationCode: '',
  rememberMe: false,
};
const filled: LoginValues = { ...empty, username: 'maria.silva', password: 'segredo123', rememberMe: true };

const meta = {
  title: 'Popups/Account/LoginModal',
  component: LoginModal,
  args: {
    open: true,
    onClose: fn(),
    tab: 'username',
    smsLoginEnabled: true,
    onTabChange: fn(),
    values: empty,
    onChange: fn(),
    errors: {},
    onRefreshCaptcha: fn(),
    smsCountdownSeconds: 0,
    smsSending: false,
    onSendSms: fn(),
    countryDialingCodes: [
      { code: '+55', label: 'Brasil (+55)' },
      { code: '+351', label: 'Portugal (+351)' },
      { code: '+244', label: 'Angola (+244)' },
      { code: '+258', label: 'Moçambique (+258)' },
    ],
    submitting: false,
    onSubmit: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
  },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  dialog: /^(Entrar|Log in)$/,
  username: /^(Nome de usuário|Username)/,
  password: /^(Senha|Password)/,
  captcha: /^Captcha/,
  mobile: /^(Número de celular|Mobile number)/,
  code: /^(Código SMS|SMS code)/,
  submit: /^(Entrar|Log in)$/,
  smsTab: /^(Celular|Mobile)$/,
  rememberMe: /^(Lembrar de mim|Remember me)$/,
  forgot: /^(Esqueceu a senha\?|Forgot password\?)$/,
  register: /^(Cadastrar|Register)$/,
};

const credentialsText = /Insira o nome de usuário e a senha|Please enter the username and password/;

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** A blinking caret would make screenshots flaky: leave no text field focused at the end. */
const blurField = () => {
  if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
};

export const Empty: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: name.dialog });
    const username = field(name.username);
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAttribute('name', 'username');
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(field(name.password)).toHaveAttribute('autocomplete', 'current-password');
    await expect(username.closest('form')).not.toBeNull();

    await userEvent.type(username, 'm');
    await expect(args.onChange).toHaveBeenLastCalledWith('username', 'm');
    await userEvent.type(field(name.password), 's');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 's');
    await userEvent.click(screen.getByRole('checkbox', { name: name.rememberMe }));
    await expect(args.onChange).toHaveBeenLastCalledWith('rememberMe', true);

    await userEvent.click(screen.getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: name.forgot }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: name.register }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('tab', { name: name.smsTab }));
    await expect(args.onTabChange).toHaveBeenCalledWith('sms');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('checkbox', { name: name.rememberMe })).toBeChecked();
    await userEvent.type(field(name.password), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blurField();
  },
};

/** Remember-me kept the username (never the password): focus starts in the password field. */
export const RememberedUsername: Story = {
  args: { values: { ...empty, username: 'maria.silva', rememberMe: true } },
  play: async () => {
    await screen.findByRole('dialog');
    await waitFor(() => expect(field(name.password)).toHaveFocus());
    await expect(field(name.password)).toHaveValue('');
    blurField();
  },
};

export const Invalid: Story = {
  args: { errors: { username: credentialsRequiredMessage, password: credentialsRequiredMessage } },
  play: async () => {
    await screen.findByRole('dialog');
    for (const label of [name.username, name.password]) {
      const input = field(label);
      await expect(input).toBeInvalid();
      await expect(input).toHaveAccessibleDescription(credentialsText);
    }
    await expect(screen.getAllByText(credentialsText)).toHaveLength(1);
    blurField();
  },
};

/** The Urdu catalog, right to left: labels, the field message and the buttons are Urdu. */
export const UrduInvalid: Story = {
  args: { errors: { username: credentialsRequiredMessage, password: credentialsRequiredMessage } },
  globals: { locale: 'UR' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'لاگ ان کریں' });
    await expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ur', 'rtl']);
    await expect(screen.getByRole('textbox', { name: /^یوزر نیم/ })).toHaveAccessibleDescription(
      'براہ کرم یوزر نیم اور پاس ورڈ درج کریں',
    );
    await expect(screen.getByRole('button', { name: 'پاس ورڈ بھول گئے؟' })).toBeInTheDocument();
    blurField();
  },
};

export const PasswordMissing: Story = {
  args: { values: { ...empty, username: 'maria.silva' }, errors: { password: credentialsRequiredMessage } },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(field(name.username)).not.toBeInvalid();
    await expect(field(name.password)).toHaveAccessibleDescription(credentialsText);
    blurField();
  },
};

/** The parent validates on submit; focus moves to the first invalid field. */
export const FocusesFirstInvalidField: Story = {
  args: { values: { ...empty, username: 'maria.silva' } },
  render: function Render(args) {
    const [errors, setErrors] = useState<LoginModalProps['errors']>({});
    return (
      <LoginModal
        {...args}
        errors={errors}
        onSubmit={() => {
          args.onSubmit();
          const result = validateUsernameLogin({ ...args.values, captchaRequired: false });
          const next: Partial<Record<LoginField, typeof credentialsRequiredMessage>> = {};
          if (!result.ok) {
            if (result.errors.username) next.username = result.errors.username;
            if (result.errors.password) next.password = result.errors.password;
          }
          setErrors(next);
        }}
      />
    );
  },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    const submit = screen.getByRole('button', { name: name.submit });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field(name.password)).toHaveFocus());
    await expect(field(name.password)).toBeInvalid();
    await expect(field(name.username)).toHaveValue('maria.silva');
    blurField();
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    const submit = screen.getByRole('button', { name: name.submit });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field(name.username)).toHaveValue('maria.silva');
    blurField();
  },
};

export const CaptchaShown: Story = {
  args: { values: filled, captcha: { imageSrc: captchaImage, loading: false } },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('img', { name: /Imagem do captcha|Captcha image/ })).toBeInTheDocument();
    await userEvent.type(field(name.captcha), '7');
    await expect(args.onChange).toHaveBeenLastCalledWith('captcha', '7');
    await userEvent.click(screen.getByRole('button', { name: /Atualizar o captcha|Refresh captcha/ }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
  },
};

export const CaptchaLoading: Story = {
  args: { values: filled, captcha: { loading: true } },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('status')).toHaveTextContent(/Carregando o captcha|Loading the captcha/);
    await expect(screen.getByRole('button', { name: /Atualizar o captcha|Refresh captcha/ })).toBeDisabled();
    blurField();
  },
};

export const CaptchaInvalid: Story = {
  args: {
    values: filled,
    captcha: { imageSrc: captchaImage, loading: false },
    errors: { captcha: captchaRequiredMessage },
    formError: 'Código de verificação incorreto',
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(field(name.captcha)).toBeInvalid();
    await expect(field(name.captcha)).toHaveAccessibleDescription(
      /Insira o captcha|Please enter the captcha/,
    );
    blurField();
  },
};

export const SmsTab: Story = {
  args: { tab: 'sms' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('tab', { name: name.smsTab })).toHaveAttribute('aria-selected', 'true');
    const mobile = field(name.mobile);
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(mobile).toHaveAttribute('type', 'tel');
    await expect(field(name.code)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(screen.queryByLabelText(name.password)).toBeNull();

    await userEvent.type(mobile, '9');
    await expect(args.onChange).toHaveBeenLastCalledWith('mobileNum', '9');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Código do país|Country code/ }),
      'Portugal (+351)',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('countryDialingCode', '+351');
    await userEvent.type(field(name.code), '4');
    await expect(args.onChange).toHaveBeenLastCalledWith('verificationCode', '4');
    await userEvent.click(screen.getByRole('button', { name: /^(Enviar código|Send code)$/ }));
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
  },
};

export const SmsSending: Story = {
  args: { tab: 'sms', values: { ...empty, mobileNum: '11912345678' }, smsSending: true },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: /^(Enviar código|Send code)$/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    blurField();
  },
};

export const SmsCountdownRunning: Story = {
  args: { tab: 'sms', values: { ...empty, mobileNum: '11912345678' }, smsCountdownSeconds: 42 },
  play: async () => {
    await screen.findByRole('dialog');
    const send = screen.getByRole('button', { name: /42 s/ });
    await expect(send).toBeDisabled();
    await expect(send).toHaveTextContent('42 s');
    await expect(screen.getByRole('status')).toHaveTextContent(/42 s/);
    blurField();
  },
};

export const SmsInvalid: Story = {
  args: {
    tab: 'sms',
    values: { ...empty, mobileNum: '12', verificationCode: '' },
    errors: { mobileNum: invalidMobileNumberMessage, verificationCode: invalidVerificationCodeMessage },
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(field(name.mobile)).toBeInvalid();
    await expect(field(name.mobile)).toHaveAccessibleDescription(
      /Insira um número de celular válido|Please enter a valid mobile number/,
    );
    await expect(field(name.code)).toBeInvalid();
    await expect(field(name.code)).toHaveAccessibleDescription(
      /Insira um código de verificação válido|Please enter a valid verification code/,
    );
    blurField();
  },
};

export const ServerError: Story = {
  args: { values: filled, formError: 'Nome de usuário ou senha incorretos' },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent('Nome de usuário ou senha incorretos');
    await expect(field(name.username)).toHaveValue('maria.silva');
    await expect(field(name.password)).toHaveValue('segredo123');
    blurField();
  },
};

export const NetworkError: Story = {
  args: { values: filled, formError: gatewayErrorMessage('network') },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      /A conexão de rede está instável|Network link is abnormal, please try again/,
    );
    blurField();
  },
};

export const Timeout: Story = {
  args: { values: filled, formError: gatewayErrorMessage('timeout') },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      /A página demorou muito para carregar|The page took longer time to load/,
    );
    blurField();
  },
};

export const WithoutSmsLogin: Story = {
  args: { smsLoginEnabled: false, tab: 'sms' },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('tablist')).toBeNull();
    await expect(field(name.username)).toBeInTheDocument();
    await expect(screen.queryByLabelText(name.mobile)).toBeNull();
    blurField();
  },
};

export const Closes: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /^(Fechar|Close)$/ }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    values: filled,
    captcha: { imageSrc: captchaImage, loading: false },
    formError: 'Nome de usuário ou senha incorretos',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    blurField();
  },
};

export const PhoneSmsTab: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { tab: 'sms', values: { ...empty, mobileNum: '11912345678' }, smsCountdownSeconds: 42 },
  play: async () => {
    await screen.findByRole('dialog');
    blurField();
  },
};

/** FREEPLAY3: a trial session from the login popup. */
export const WithFreePlay: Story = {
  args: { onFreePlay: fn() },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: /^(Jogar grátis|Free play)$/ }));
    await expect(args.onFreePlay).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

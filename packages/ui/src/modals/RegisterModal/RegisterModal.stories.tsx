import {
  accountFeatures,
  gatewayErrorMessage,
  limitMinutesMessage,
  lossLimitRequiredMessage,
  type RegisterSettingsInput,
  type RegisterValues,
  registerLayout,
  registerRejectionField,
  validateRegister,
} from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { RegisterModal } from './RegisterModal.tsx';

const captchaSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="38" viewBox="0 0 96 38">' +
  '<rect width="96" height="38" fill="#f3efe3"/>' +
  '<text x="14" y="27" font-family="monospace" font-size="21" font-weight="700" fill="#2f3437" letter-spacing="5">3185</text>' +
  '</svg>';
const captchaImage = `data:image/svg+xml,${encodeURIComponent(captchaSvg)}`;

/** The simulated gateway's register settings (packages/mocks/src/fixtures/register.ts), in short. */
const settings: RegisterSettingsInput = {
  fields: {
    username: {
      enabled: true,
      required: true,
      validation: { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16, patternId: '1' },
    },
    password: {
      enabled: true,
      required: true,
      validation: {
        acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
        minLength: 8,
        maxLength: 20,
        patternId: '5',
      },
    },
    mobileNum: {
      enabled: true,
      required: false,
      validation: { acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 11, patternId: '6' },
    },
    nickname: {
      enabled: true,
      required: true,
      validation: { acceptedPattern: '*', minLength: 2, maxLength: 20, patternId: '' },
    },
    email: {
      enabled: true,
      required: false,
      validation: {
        acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        minLength: 5,
        maxLength: 60,
        patternId: '3',
      },
    },
    referralCode: {
      enabled: true,
      required: false,
      validation: { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 16, patternId: '4' },
    },
  },
};

const ALL_OPTIONAL = [
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'nickname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
  'skype',
  'referralCode',
  'captcha',
] as const;
const REQUIRED_OPTIONAL = new Set(['payeeName', 'email', 'birthday', 'idNumber', 'referralCode']);
const everything: RegisterSettingsInput = {
  fields: Object.fromEntries(
    ALL_OPTIONAL.map((name) => [name, { enabled: true, required: REQUIRED_OPTIONAL.has(name) }]),
  ),
};

const features = accountFeatures(new Set(['MOBILENUMREG3', 'REGMOBVERF3']));
const usernameLayout = registerLayout({ tab: 'username', features, settings });
const mobileLayout = registerLayout({ tab: 'mobile', features, settings });
const plainLayout = registerLayout({
  tab: 'username',
  features: accountFeatures(new Set()),
  settings: { fields: {} },
});

const filled: RegisterValues = {
  username: 'mariasilva',
  password: 'Sorte2026',
  confirmPassword: 'Sorte2026',
  countryDialingCode: '55',
  mobileNum: '11912345678',
  verificationCode: '123456',
  nickname: 'Maria',
  email: 'maria@sorte.example',
};

const meta = {
  title: 'Popups/Account/RegisterModal',
  component: RegisterModal,
  args: {
    open: true,
    onClose: fn(),
    tabs: features.registerTabs,
    tab: 'username',
    onTabChange: fn(),
    fields: usernameLayout.fields,
    values: { countryDialingCode: '55' },
    onChange: fn(),
    confirmations: { acceptedTerms: false, confirmedAdult: false },
    onConfirmationChange: fn(),
    errors: {},
    onRefreshCaptcha: fn(),
    smsCountdownSeconds: 0,
    smsSending: false,
    onSendSms: fn(),
    countryDialingCodes: [
      { code: '55', label: 'BR +55' },
      { code: '351', label: 'PT +351' },
    ],
    submitting: false,
    onSubmit: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof RegisterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  dialog: /^(Cadastrar|Register)$/,
  username: /^(Nome de usuário|Username)/,
  password: /^(Senha|Password)/,
  confirm: /^(Confirmar senha|Confirm password)/,
  mobile: /^(Número de celular|Mobile number)/,
  code: /^(Código SMS|SMS code)/,
  nickname: /^(Apelido|Nickname)/,
  referral: /^(Código de convite|Invitation code)/,
  terms: /termos e condições|terms and conditions/,
  adult: /18/,
  submit: /^(Cadastrar|Register)$/,
  login: /^(Entrar|Log in)$/,
  mobileTab: /^(Celular|Mobile)$/,
};

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** A blinking caret would make screenshots flaky: leave no text field focused at the end. */
const blurField = () => {
  if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
};

export const UsernameTab: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: name.dialog });
    const username = field(name.username);
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(username).toBeRequired();
    await expect(field(name.password)).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(name.confirm)).toBeRequired();
    await expect(field(name.mobile)).toBeRequired();
    await expect(field(name.code)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field(name.nickname)).toBeRequired();
    await expect(field(name.referral)).not.toBeRequired();

    await userEvent.type(username, 'm');
    await expect(args.onChange).toHaveBeenLastCalledWith('username', 'm');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Código do país|Country code/ }),
      'PT +351',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('countryDialingCode', '351');
    await userEvent.click(screen.getByRole('button', { name: /^(Enviar código|Send code)$/ }));
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('checkbox', { name: name.terms }));
    await expect(args.onConfirmationChange).toHaveBeenLastCalledWith('acceptedTerms', true);
    await userEvent.click(screen.getByRole('checkbox', { name: name.adult }));
    await expect(args.onConfirmationChange).toHaveBeenLastCalledWith('confirmedAdult', true);
    await userEvent.click(screen.getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('tab', { name: name.mobileTab }));
    await expect(args.onTabChange).toHaveBeenCalledWith('mobile');
    await userEvent.click(screen.getByRole('button', { name: name.login }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    blurField();
  },
};

export const MobileTab: Story = {
  args: { tab: 'mobile', fields: mobileLayout.fields },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('tab', { name: name.mobileTab })).toHaveAttribute('aria-selected', 'true');
    const mobile = field(name.mobile);
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveAttribute('type', 'tel');
    await expect(screen.queryByLabelText(name.username, { selector: 'input' })).toBeNull();
    await expect(screen.queryByLabelText(name.password, { selector: 'input' })).toBeNull();
    await userEvent.type(mobile, '1');
    await expect(args.onChange).toHaveBeenLastCalledWith('mobileNum', '1');
    await userEvent.type(field(name.code), '9');
    await expect(args.onChange).toHaveBeenLastCalledWith('verificationCode', '9');
    blurField();
  },
};

/** Without mobile registration there is one way to register: no tab row, no mobile field. */
export const UsernameOnly: Story = {
  args: { tabs: ['username'], fields: plainLayout.fields },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('tablist')).toBeNull();
    await expect(screen.queryByLabelText(name.mobile, { selector: 'input' })).toBeNull();
    await expect(screen.queryByLabelText(name.code, { selector: 'input' })).toBeNull();
    await expect(field(name.username)).toBeInTheDocument();
    blurField();
  },
};

/**
 * Issue 26 items 1 and 2: under the Brazilian profile the account starts with a loss limit and a playing-time limit
 * (each with its period), and the risk warning shows above the confirmations.
 */
export const BrazilianProfile: Story = {
  tags: ['screenshot'],
  args: { riskWarning: true, mandatoryLimits: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: name.dialog });
    await expect(dialog).toHaveTextContent(/risco de perda de dinheiro|risk of losing money/);
    await expect(dialog).toHaveTextContent(/18/);
    const limits = screen.getByRole('group', { name: /^(Seus limites de jogo|Your play limits)$/ });
    await expect(limits).toHaveAccessibleDescription(/24/);
    await expect(field(/^(Limite de perda|Loss limit)/)).toBeRequired();
    await expect(field(/^(Limite de tempo de jogo|Playing time limit)/)).toBeRequired();
    await expect(
      screen.getByRole('combobox', { name: /^(Período do limite de perda|Loss limit period)$/ }),
    ).toHaveValue('month');
    await expect(
      screen.getByRole('combobox', {
        name: /^(Período do limite de tempo de jogo|Playing time limit period)$/,
      }),
    ).toHaveValue('day');
    blurField();
    // The picture is of the limits (below the fold of the phone-sized popup).
    limits.scrollIntoView({ block: 'center' });
  },
};

/** Issue 26 item 2: submitted without the mandatory limits, each says it is required and keeps its place. */
export const BrazilianLimitsMissing: Story = {
  args: {
    riskWarning: true,
    mandatoryLimits: true,
    values: { ...filled, timeLimit: '90 min' },
    errors: { lossLimit: lossLimitRequiredMessage, timeLimit: limitMinutesMessage },
  },
  play: async () => {
    await screen.findByRole('dialog', { name: name.dialog });
    await expect(field(/^(Limite de perda|Loss limit)/)).toHaveAccessibleDescription(
      /obrigatório|need one to play/,
    );
    await expect(field(/^(Limite de tempo de jogo|Playing time limit)/)).toHaveValue('90 min');
    await expect(field(/^(Limite de tempo de jogo|Playing time limit)/)).toBeInvalid();
    blurField();
  },
};

/** Every optional field of spec §3 switched on; the server marks five of them required (asterisk). */
export const AllOptionalFields: Story = {
  args: {
    tabs: ['username'],
    fields: registerLayout({ tab: 'username', features: accountFeatures(new Set()), settings: everything })
      .fields,
    captcha: { imageSrc: captchaImage, loading: false },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const labels = [...dialog.querySelectorAll('label')].map((label) => label.textContent ?? '');
    for (const label of ['QQ', 'LINE', 'WhatsApp', 'Facebook', 'WeChat', 'Telegram', 'Zalo', 'Skype']) {
      await expect(labels.some((text) => text.startsWith(label))).toBe(true);
    }
    await expect(field(/^(Nome real|Real name)/)).toBeRequired();
    await expect(field(/^(E-mail)/)).toBeRequired();
    await expect(field(/^(Data de nascimento|Date of birth)/)).toBeRequired();
    await expect(field(/^(Data de nascimento|Date of birth)/)).toHaveAccessibleDescription(
      /AAAA-MM-DD|YYYY-MM-DD/,
    );
    await expect(field(name.referral)).toBeRequired();
    await expect(field(/^(Apelido|Nickname)/)).not.toBeRequired();
    await expect(field(/^(Senha de pagamento|Payment password)/)).toHaveAttribute('type', 'password');
    await expect(field(/^Captcha/)).not.toBeRequired();
    const asterisks = dialog.querySelectorAll('label span[aria-hidden="true"]');
    // username, password, confirmation and the five the server requires.
    await expect(asterisks).toHaveLength(8);
    blurField();
  },
};

const badValues: RegisterValues = {
  username: '9maria',
  password: 'abc',
  confirmPassword: 'abd',
  countryDialingCode: '55',
  mobileNum: '123',
  verificationCode: '12',
  nickname: '',
  email: 'maria@',
  referralCode: 'AN-2026!',
};
const invalid = validateRegister(usernameLayout, badValues, { acceptedTerms: false, confirmedAdult: false });

/** Every field wrong at once: the server's rules speak with (min) and (max) filled in. */
export const Invalid: Story = {
  args: { values: badValues, errors: invalid.ok ? {} : invalid.errors },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(field(name.username)).toBeInvalid();
    await expect(field(name.username)).toHaveAccessibleDescription(/6.*16/);
    await expect(field(name.password)).toHaveAccessibleDescription(/8.*20/);
    await expect(field(name.confirm)).toHaveAccessibleDescription(
      /A senha de confirmação não está correta\.|Confirmation password is not correct\./,
    );
    await expect(field(name.mobile)).toHaveAccessibleDescription(/10.*11/);
    await expect(field(name.code)).toHaveAccessibleDescription(
      /código de verificação válido|valid verification code/,
    );
    await expect(field(name.nickname)).toHaveAccessibleDescription(
      /O campo não pode ficar vazio|Input cannot be empty/,
    );
    await expect(field(/^E-mail/)).toHaveAccessibleDescription(/5.*60/);
    await expect(field(name.referral)).toHaveAccessibleDescription(
      /Código de convite inválido|Invalid invitation code/,
    );
    await expect(screen.getByRole('checkbox', { name: name.terms })).toBeInvalid();
    await expect(screen.getByRole('checkbox', { name: name.adult })).toHaveAccessibleDescription(/18/);
    blurField();
  },
};

/** The terms (and the age) are checked before submit. */
export const TermsNotAccepted: Story = {
  args: (() => {
    const result = validateRegister(usernameLayout, filled, { acceptedTerms: false, confirmedAdult: true });
    return {
      values: filled,
      confirmations: { acceptedTerms: false, confirmedAdult: true },
      errors: result.ok ? {} : result.errors,
    };
  })(),
  play: async () => {
    await screen.findByRole('dialog');
    const terms = screen.getByRole('checkbox', { name: name.terms });
    await expect(terms).not.toBeChecked();
    await expect(terms).toHaveAccessibleDescription(
      /Aceite os termos e condições para continuar|Please accept the terms and conditions/,
    );
    await expect(screen.getByRole('checkbox', { name: name.adult })).toBeChecked();
    await expect(field(name.username)).not.toBeInvalid();
    blurField();
  },
};

export const Submitting: Story = {
  args: { values: filled, confirmations: { acceptedTerms: true, confirmedAdult: true }, submitting: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    const submit = screen.getByRole('button', { name: name.submit });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurField();
  },
};

const invitationRejection = registerRejectionField({
  code: 'invitation_code_error',
  message: 'Invalid invitation code',
});

/** The server refused the invitation code ('invitation_code_error'): the message sits on the field. */
export const InvitationCodeError: Story = {
  args: {
    values: { ...filled, referralCode: 'NAOEXISTE' },
    confirmations: { acceptedTerms: true, confirmedAdult: true },
    errors: invitationRejection ? { [invitationRejection.field]: invitationRejection.message } : {},
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(field(name.referral)).toBeInvalid();
    await expect(field(name.referral)).toHaveAccessibleDescription(
      /Código de convite inválido|Invalid invitation code/,
    );
    await expect(field(name.referral)).toHaveValue('NAOEXISTE');
    blurField();
  },
};

export const ServerError: Story = {
  args: {
    values: filled,
    confirmations: { acceptedTerms: true, confirmedAdult: true },
    formError: 'Username already exists',
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent('Username already exists');
    await expect(field(name.username)).toHaveValue('mariasilva');
    blurField();
  },
};

export const NetworkError: Story = {
  args: {
    values: filled,
    confirmations: { acceptedTerms: true, confirmedAdult: true },
    formError: gatewayErrorMessage('network'),
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      /A conexão de rede está instável|Network link is abnormal, please try again/,
    );
    await expect(field(name.password)).toHaveValue('Sorte2026');
    blurField();
  },
};

export const SmsCountdownRunning: Story = {
  args: { values: { ...filled, verificationCode: '' }, smsCountdownSeconds: 42 },
  play: async () => {
    await screen.findByRole('dialog');
    const send = screen.getByRole('button', { name: /42 s/ });
    await expect(send).toBeDisabled();
    await expect(screen.getByRole('status')).toHaveTextContent(/42 s/);
    blurField();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { values: filled, confirmations: { acceptedTerms: true, confirmedAdult: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    blurField();
  },
};

import { twoStepCodeRefusedMessage, twoStepSmsCodeRefusedMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { TwoStepSection } from './TwoStepSection.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
// A stand-in for the QR code the app draws (its encoder lives in the app).
const QR_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 5" shape-rendering="crispEdges"><path d="M0 0h2v2H0zM3 0h2v2H3zM0 3h2v2H0zM2 2h1v1H2zM3 3h1v1H3zM4 4h1v1H4z"/></svg>',
)}`;
const binding = {
  kind: 'binding',
  secret: SECRET,
  otpauthUri: `otpauth://totp/Sorte:jogador01?secret=${SECRET}`,
  qrImage: QR_IMAGE,
} as const;

/** A code texted a moment ago: another may be asked for in 42 s. */
const smsSent = {
  sent: true,
  maskedMobile: '(**) *****-4321',
  countdownSeconds: 42,
  sending: false,
  onSend: fn(),
} as const;
const smsReady = { sent: false, countdownSeconds: 0, sending: false, onSend: fn() } as const;

const heading = /^(Verificação em duas etapas|Two-step verification)$/;
const region = () => screen.getByRole('region', { name: heading });

const meta = {
  title: 'Member/TwoStepSection',
  component: TwoStepSection,
  args: {
    view: { kind: 'off' },
    onStart: fn(),
    onStartSms: fn(),
    starting: false,
    onTurnOff: fn(),
    code: '',
    onCodeChange: fn(),
    submitting: false,
    onConfirm: fn(),
    onCancel: fn(),
    onCopySecret: fn(),
    copied: false,
  },
  decorators: [cashierStoryFrame],
  render: function Render(args) {
    const [code, setCode] = useState(args.code);
    return (
      <TwoStepSection
        {...args}
        code={code}
        onCodeChange={(next) => {
          args.onCodeChange(next);
          setCode(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TwoStepSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, userEvent }) => {
    await expect(within(region()).getByText(/^(Desativada|Off)$/)).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', {
        name: /^(Ativar com aplicativo autenticador|Turn on with an authenticator app)$/,
      }),
    );
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /^(Ativar por SMS|Turn on by SMS)$/ }));
    await expect(args.onStartSms).toHaveBeenCalledTimes(1);
  },
};

/** A gateway that offers SMS only: its button is the main one. */
export const OffSmsOnly: Story = {
  args: { onStart: undefined },
  play: async () => {
    await expect(within(region()).getAllByRole('button')).toHaveLength(1);
    await expect(
      within(region()).getByRole('button', { name: /^(Ativar por SMS|Turn on by SMS)$/ }),
    ).toBeVisible();
  },
};

/** Turning on by SMS: the code went to the masked mobile; resending waits its countdown. */
export const SmsBinding: Story = {
  args: { view: { kind: 'smsBinding' }, sms: smsSent },
  tags: ['screenshot'],
  play: async ({ args, userEvent }) => {
    await expect(region()).toHaveTextContent(
      /(Código enviado por SMS para|Code sent by SMS to) \(\*\*\) \*{5}-4321\./,
    );
    await expect(screen.getByRole('button', { name: /^(Enviar de novo|Send again)/ })).toBeDisabled();
    const code = screen.getByRole('textbox', { name: /^(Código de 6 dígitos|6-digit code)/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: /^(Confirmar e ativar|Confirm and turn on)$/ }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The gateway refused the texted code: check the latest SMS, the code typed kept. */
export const SmsBindingWrongCode: Story = {
  args: {
    view: { kind: 'smsBinding' },
    sms: { ...smsSent, maskedMobile: undefined, countdownSeconds: 0 },
    code: '000000',
    codeError: twoStepSmsCodeRefusedMessage,
  },
  play: async ({ args, userEvent }) => {
    await expect(region()).toHaveTextContent(
      /(Código enviado por SMS para o seu celular cadastrado|Code sent by SMS to your registered mobile)\./,
    );
    const code = screen.getByRole('textbox', { name: /^(Código de 6 dígitos|6-digit code)/ });
    await expect(code).toHaveValue('000000');
    await expect(code).toHaveAccessibleDescription(/(Confira o SMS mais recente|Check the latest SMS)/);
    await userEvent.click(screen.getByRole('button', { name: /^(Enviar de novo|Send again)$/ }));
    await expect(args.sms?.onSend).toHaveBeenCalled();
  },
};

/** The gateway answered that it cannot turn it on here: the reason, no button. */
export const StartNotOffered: Story = {
  args: { onStart: undefined, onStartSms: undefined, formError: 'Esta ação não está disponível neste site.' },
  play: async () => {
    await expect(within(region()).queryByRole('button')).toBeNull();
    await expect(screen.getByRole('alert')).toHaveTextContent('Esta ação não está disponível neste site.');
  },
};

export const Binding: Story = {
  args: { view: binding },
  play: async ({ args, userEvent }) => {
    await expect(
      screen.getByRole('img', {
        name: /^(QR code para o aplicativo autenticador|QR code for the authenticator app)$/,
      }),
    ).toBeVisible();
    await expect(
      screen.getByRole('textbox', { name: /^(Chave do autenticador|Authenticator key)$/ }),
    ).toHaveValue(SECRET);
    await userEvent.click(screen.getByRole('button', { name: /^(Copiar|Copy) / }));
    await expect(args.onCopySecret).toHaveBeenCalledTimes(1);
    const code = screen.getByRole('textbox', { name: /^(Código de 6 dígitos|6-digit code)/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: /^(Confirmar e ativar|Confirm and turn on)$/ }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The QR code is still being drawn: its place is kept, the secret already there. */
export const BindingQrPending: Story = {
  args: { view: { ...binding, qrImage: null } },
  play: async () => {
    await expect(screen.queryByRole('img')).toBeNull();
    await expect(
      screen.getByRole('textbox', { name: /^(Chave do autenticador|Authenticator key)$/ }),
    ).toHaveValue(SECRET);
  },
};

/** Five digits: the field says what it needs and nothing is sent. */
export const BindingInvalidCode: Story = {
  args: { view: binding, code: '12345' },
  play: async ({ args, userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: /^(Confirmar e ativar|Confirm and turn on)$/ }));
    const code = screen.getByRole('textbox', { name: /^(Código de 6 dígitos|6-digit code)/ });
    await expect(code).toBeInvalid();
    await expect(code).toHaveAccessibleDescription(/(6 dígitos|6 digits)/);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The gateway refused the code: said under the field, the code typed kept. */
export const BindingWrongCode: Story = {
  args: {
    view: binding,
    code: '000000',
    codeError: twoStepCodeRefusedMessage,
  },
  play: async () => {
    const code = screen.getByRole('textbox', { name: /^(Código de 6 dígitos|6-digit code)/ });
    await expect(code).toHaveValue('000000');
    await expect(code).toHaveAccessibleDescription(/Código incorreto ou expirado|Wrong or expired code/);
  },
};

export const Confirming: Story = {
  args: { view: binding, code: '123456', submitting: true },
  play: async () => {
    await expect(screen.getByRole('textbox', { name: /^(Código de 6 dígitos|6-digit code)/ })).toBeDisabled();
  },
};

export const On: Story = {
  args: { view: { kind: 'on', method: 'authenticator' }, done: 'on' },
  play: async ({ args, userEvent }) => {
    await expect(
      within(region()).getByText(/^(Ativada: Aplicativo autenticador|On: Authenticator app)$/),
    ).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent(/(ativada|turned on)/);
    await userEvent.click(screen.getByRole('button', { name: /^(Desativar|Turn off)$/ }));
    await expect(args.onTurnOff).toHaveBeenCalledTimes(1);
  },
};

/** On by SMS (a gateway that says so). */
export const OnBySms: Story = {
  args: { view: { kind: 'on', method: 'sms' } },
  play: async () => {
    await expect(
      within(region()).getByText(/^(Ativada: SMS no celular vinculado|On: SMS to the bound mobile)$/),
    ).toBeVisible();
  },
};

export const TurningOff: Story = {
  args: { view: { kind: 'turningOff', method: 'authenticator' } },
  play: async ({ args, userEvent }) => {
    await userEvent.type(
      screen.getByRole('textbox', { name: /^(Código de 6 dígitos|6-digit code)/ }),
      '654321',
    );
    await userEvent.click(
      screen.getByRole('button', { name: /^(Confirmar e desativar|Confirm and turn off)$/ }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /^(Cancelar|Cancel)$/ }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** On by SMS, turning off: a code is asked for by SMS first. */
export const TurningOffBySms: Story = {
  args: { view: { kind: 'turningOff', method: 'sms' }, sms: smsReady },
  play: async ({ args, userEvent }) => {
    await expect(
      screen.getByText(
        /^(Para desativar, peça um código por SMS e digite-o\.|To turn it off, ask for a code by SMS and type it\.)$/,
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^(Enviar código por SMS|Send code by SMS)$/ }));
    await expect(args.sms?.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Arabic: the masked mobile stays left to right inside the right-to-left notice. */
export const ArabicSmsBinding: Story = {
  args: { view: { kind: 'smsBinding' }, sms: smsSent },
  globals: { locale: 'AR' },
  play: async () => {
    await expect(screen.getByRole('region', { name: 'التحقق بخطوتين' })).toHaveTextContent(
      'تم إرسال الرمز برسالة قصيرة إلى (**) *****-4321.',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ArabicBinding: Story = {
  args: { view: binding },
  globals: { locale: 'AR' },
  play: async () => {
    await expect(screen.getByRole('region', { name: 'التحقق بخطوتين' })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'مفتاح المصادقة' })).toHaveValue(SECRET);
  },
};

export const FarsiOn: Story = {
  args: { view: { kind: 'on', method: 'authenticator' } },
  globals: { locale: 'FA' },
  play: async () => {
    await expect(screen.getByText('فعال: برنامهٔ احراز هویت')).toBeVisible();
  },
};

export const UrduTurningOff: Story = {
  args: { view: { kind: 'turningOff', method: 'authenticator' } },
  globals: { locale: 'UR' },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'تصدیق کریں اور بند کریں' })).toBeVisible();
  },
};

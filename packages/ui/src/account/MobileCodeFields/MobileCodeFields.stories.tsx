import { invalidMobileNumberMessage, invalidVerificationCodeMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MobileCodeFields } from './MobileCodeFields.tsx';

const meta = {
  title: 'Account/MobileCodeFields',
  component: MobileCodeFields,
  args: {
    values: { countryDialingCode: '+55', mobileNum: '', verificationCode: '' },
    onChange: fn(),
    errors: {},
    countryDialingCodes: [
      { code: '+55', label: 'Brasil (+55)' },
      { code: '+351', label: 'Portugal (+351)' },
    ],
    smsCountdownSeconds: 0,
    smsSending: false,
    onSendSms: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, padding: 16, maxInlineSize: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MobileCodeFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobileName = /Número de celular|Mobile number/;
const codeName = /Código SMS|SMS code/;
const sendName = /Enviar código|Send code/;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: mobileName }), '9');
    await expect(args.onChange).toHaveBeenCalledWith('mobileNum', '9');
    await userEvent.type(canvas.getByRole('textbox', { name: codeName }), '1');
    await expect(args.onChange).toHaveBeenCalledWith('verificationCode', '1');
    await userEvent.click(canvas.getByRole('button', { name: sendName }));
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
  },
};

export const CountdownRunning: Story = {
  args: {
    values: { countryDialingCode: '+55', mobileNum: '11987654321', verificationCode: '' },
    smsCountdownSeconds: 42,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /42 s/ })).toBeDisabled();
  },
};

export const LockedOut: Story = {
  args: {
    values: { countryDialingCode: '+55', mobileNum: '11987654321', verificationCode: '' },
    smsCountdownSeconds: 300,
    smsLockedOut: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /300 s/ })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/Muitas tentativas|Too many attempts/);
  },
};

export const Errors: Story = {
  args: {
    values: { countryDialingCode: '+55', mobileNum: '12', verificationCode: 'x' },
    errors: { mobileNum: invalidMobileNumberMessage, verificationCode: invalidVerificationCodeMessage },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: mobileName })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: codeName })).toHaveAttribute('aria-invalid', 'true');
  },
};

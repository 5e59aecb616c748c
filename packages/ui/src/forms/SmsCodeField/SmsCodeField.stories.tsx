import { invalidVerificationCodeMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SmsCodeField } from './SmsCodeField.tsx';

const meta = {
  title: 'Forms/SmsCodeField',
  component: SmsCodeField,
  args: { countdownSeconds: 0, sending: false, onSend: fn(), onChange: fn(), required: true },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendName = /Enviar código|Send code/;

export const Idle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /Código SMS|SMS code/ });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1234');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await userEvent.click(canvas.getByRole('button', { name: sendName }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: sendName });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const CountdownRunning: Story = {
  args: { countdownSeconds: 42, defaultValue: '' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /42 s/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('42 s');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/42 s/);
  },
};

/** Spec §8 too-many-requests: the send button stays locked for 5 minutes, with a hint saying why. */
export const LockedOut: Story = {
  args: { countdownSeconds: 300, lockedOut: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /300 s/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
    const input = canvas.getByRole('textbox', { name: /Código SMS|SMS code/ });
    await expect(input).toHaveAccessibleDescription(/Muitas tentativas|Too many attempts/);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Muitas tentativas|Too many attempts/);
  },
};

/** The parent ticks the countdown; only its start and its end are announced. */
export const CountdownEnds: Story = {
  render: (args) => {
    const [seconds, setSeconds] = useState(2);
    useEffect(() => {
      if (seconds === 0) return;
      const timer = setTimeout(() => setSeconds(seconds - 1), 300);
      return () => clearTimeout(timer);
    }, [seconds]);
    return <SmsCodeField {...args} countdownSeconds={seconds} />;
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: /^(Enviar código|Send code)$/ }, { timeout: 3000 }),
    ).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /Você já pode pedir um novo código|You can request a new code/,
    );
  },
};

export const Invalid: Story = {
  args: { error: invalidVerificationCodeMessage, defaultValue: '12' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Código SMS|SMS code/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      /Insira um código de verificação válido|Please enter a valid verification code/,
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { countdownSeconds: 59 },
};

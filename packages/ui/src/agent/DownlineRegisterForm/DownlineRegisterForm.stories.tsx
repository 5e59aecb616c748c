import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import * as frames from '../../cashier/walletParts/storyFrames.css.ts';
import { uiText } from '../../layout/fixtures.ts';
import { downlineFields } from '../fixtures.ts';
import { DownlineRegisterForm } from './DownlineRegisterForm.tsx';

const typed = {
  username: 'novato77',
  password: 'Senha1234',
  confirmPassword: 'Senha1234',
  nickname: 'Novato',
};

const meta = {
  title: 'Agent/DownlineRegisterForm',
  component: DownlineRegisterForm,
  args: {
    fields: downlineFields,
    values: {},
    errors: {},
    submitting: false,
    onSubmit: fn(),
    onChange: fn(),
    registered: null,
  },
  decorators: [
    (Story) => (
      <div className={frames.phone}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DownlineRegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = uiText('Cadastrar subordinado', 'Register downline');

/** The register settings' fields, required ones marked; typing reports each change. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByLabelText(/captcha/i)).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: uiText('Nome de usuário', 'Username', { exact: false }) }),
      'n',
    );
    await expect(args.onChange).toHaveBeenCalledWith('username', 'n');
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Field errors from the settings' rules, each tied to its field. */
export const FieldErrors: Story = {
  args: {
    values: { ...typed, username: '7ab', confirmPassword: 'x' },
    errors: {
      username: 'O nome de usuário deve ter de 6 a 16 letras e números, começando por uma letra.',
      confirmPassword: 'As senhas não coincidem.',
    },
  },
  play: async ({ canvas }) => {
    const username = canvas.getByRole('textbox', {
      name: uiText('Nome de usuário', 'Username', { exact: false }),
    });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveValue('7ab');
  },
};

export const Submitting: Story = {
  args: { values: typed, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: submit })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The gateway refused (a taken name): its message shows and nothing typed is lost. */
export const Refused: Story = {
  args: { values: typed, formError: 'Username already exists' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Username already exists')).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: uiText('Apelido', 'Nickname', { exact: false }) }),
    ).toHaveValue('Novato');
  },
};

/** Registered: the new account is named in a polite status, the form emptied for the next one. */
export const Registered: Story = {
  args: { registered: 'novato77' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('novato77');
  },
};

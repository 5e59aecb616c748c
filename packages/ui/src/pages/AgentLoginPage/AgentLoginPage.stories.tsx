import { agentLoginDecision, credentialsRequiredMessage, gatewayErrorMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AgentLoginPage, type AgentLoginValues } from './AgentLoginPage.tsx';

const empty: AgentLoginValues = { username: '', password: '', captcha: '' };
const filled: AgentLoginValues = { username: 'agente1', password: 'Sorte2026', captcha: '' };

const refusal = (memberType: number) => {
  const decision = agentLoginDecision(memberType);
  return decision.allowed ? undefined : decision.message;
};

const meta = {
  title: 'Pages/AgentLoginPage',
  component: AgentLoginPage,
  args: {
    values: empty,
    onChange: fn(),
    errors: {},
    onRefreshCaptcha: fn(),
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof AgentLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  username: /^(Nome de usuário|Username)/,
  password: /^(Senha|Password)/,
  submit: /^(Entrar|Log in)$/,
};

const blurField = () => {
  if (document.activeElement instanceof HTMLInputElement) document.activeElement.blur();
};

export const Empty: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      /Centro do agente|Agent centre/,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /Apenas agentes podem entrar|Only agents can log in/,
    );
    const username = canvas.getByLabelText(name.username, { selector: 'input' });
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(username, 'a');
    await expect(args.onChange).toHaveBeenLastCalledWith('username', 'a');
    await userEvent.type(canvas.getByLabelText(name.password, { selector: 'input' }), 's');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 's');
    await userEvent.click(canvas.getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blurField();
  },
};

export const Invalid: Story = {
  args: { errors: { username: credentialsRequiredMessage, password: credentialsRequiredMessage } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(name.username, { selector: 'input' })).toBeInvalid();
    await expect(canvas.getByLabelText(name.password, { selector: 'input' })).toHaveAccessibleDescription(
      /Insira o nome de usuário e a senha|Please enter the username and password/,
    );
  },
};

/** A player (type 0) logged in here: 'Non-agents cannot log in'. */
export const NonAgent: Story = {
  args: { values: { ...filled, username: 'jogador01' }, formError: refusal(0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /Contas que não são de agente não podem entrar|Non-agents cannot log in/,
    );
  },
};

/** A trial account (type 4): 'Non-member account unable to login'. */
export const NonMember: Story = {
  args: { values: { ...filled, username: 'teste01' }, formError: refusal(4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /Contas que não são de membro não podem entrar|Non-member account unable to login/,
    );
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvasElement, args, userEvent }) => {
    const submit = within(canvasElement).getByRole('button', { name: name.submit });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NetworkError: Story = {
  args: { values: filled, formError: gatewayErrorMessage('network') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /A conexão de rede está instável|Network link is abnormal/,
    );
  },
};

export const CaptchaShown: Story = {
  args: {
    values: filled,
    captcha: { loading: true },
    formError: 'Username or password is incorrect',
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Captcha/, { selector: 'input' })).toBeRequired();
    await userEvent.type(canvas.getByLabelText(/^Captcha/, { selector: 'input' }), '4');
    await expect(args.onChange).toHaveBeenLastCalledWith('captcha', '4');
    blurField();
  },
};

/** AGENTPOLICY3 (spec §6): the agent policy above the form, folded until opened. */
export const AgentPolicy: Story = {
  args: { showAgentPolicy: true },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText(/^(Política de agentes|Agent policy)$/);
    const policy = summary.closest('details') as HTMLDetailsElement;
    await expect(policy.open).toBe(false);
    await userEvent.click(summary);
    await expect(policy.open).toBe(true);
    await expect(within(policy).getAllByRole('listitem')).toHaveLength(3);
    await expect(policy).toHaveTextContent(/aceita esta política|accept this policy/);
    // Whether a clicked summary draws its focus ring depends on timing: keep the baseline stable.
    summary.blur();
  },
};

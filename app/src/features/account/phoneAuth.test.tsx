import type { PhoneAuthCode, ScenarioPatch } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Spec §8 "Phone authentication codes" (and §9: the lockout hint is 5 minutes). The simulated gateway refuses the
// SMS calls with `auth/<code>` (scenario phoneAuthError; phoneAuthStep picks sending or checking a code).
const mock = simulatedGatewayForFile();

afterEach(() => sessionStorage.clear());

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input' });

const TEXTS = {
  correctMobile: 'Insira um número de celular correto',
  tooMany: 'Muitas tentativas. Tente novamente após 5 minutos',
  unknown: 'Erro desconhecido',
  validCode: 'Insira um código de verificação válido',
  verifyFirst: 'Conclua a verificação primeiro',
  quota: 'O limite de envio de SMS foi atingido',
  notAllowed: 'Este método de verificação não está disponível',
  expired: 'O código expirou. Envie um novo código',
  retry: 'Falha no login. Tente novamente',
} as const;

/** Register by username: types a new mobile number and presses the SMS button, which the gateway refuses. */
async function sendRegisterCode(phoneAuthError: PhoneAuthCode) {
  const view = await renderApp(mock, {
    url: '/register',
    scenario: { phoneAuthError, phoneAuthStep: 'send' },
  });
  const dialog = await findDialog('Cadastrar');
  await view.user.type(field(dialog, /^número de celular/i), '11955554444');
  await view.user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
  return { ...view, dialog };
}

const warningDialog = () => screen.findByRole('dialog', { name: 'Aviso' });

describe('spec §8 phone authentication codes on an SMS send (register)', () => {
  it.each([
    ['invalid-phone-number', TEXTS.correctMobile],
    ['missing-phone-number', TEXTS.correctMobile],
  ] as const)('%s: the message on the mobile number field, which takes the focus', async (code, text) => {
    const { dialog } = await sendRegisterCode(code);
    const mobile = field(dialog, /^número de celular/i);
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(text));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull();
  });

  it('too-many-requests: the translated lockout text, and the send button locked for 5 minutes, across a reload', async () => {
    const { user, dialog } = await sendRegisterCode('too-many-requests');
    const warning = await warningDialog();
    expect(warning).toHaveTextContent(TEXTS.tooMany);
    expect(warning).not.toHaveTextContent('Firebase');
    await user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
    const locked = within(dialog).getByRole('button', { name: /\d+ s/ });
    expect(locked).toBeDisabled();
    const seconds = Number(/(\d+) s/.exec(locked.textContent ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(300);
    expect(field(dialog, /^código sms/i)).toHaveAccessibleDescription(/Muitas tentativas/);
    // The lock lives in session storage, so a reload keeps it.
    expect(sessionStorage.getItem('sorte.registerSmsExpiry.lockout')).toBe('1');
    expect(Number(sessionStorage.getItem('sorte.registerSmsExpiry'))).toBeGreaterThan(Date.now() + 290_000);
  });

  it('too-many-requests: after a reload the button is still locked', async () => {
    sessionStorage.setItem('sorte.registerSmsExpiry', String(Date.now() + 200_000));
    sessionStorage.setItem('sorte.registerSmsExpiry.lockout', '1');
    await renderApp(mock, { url: '/register' });
    const dialog = await findDialog('Cadastrar');
    expect(within(dialog).getByRole('button', { name: /\d+ s/ })).toBeDisabled();
    expect(field(dialog, /^código sms/i)).toHaveAccessibleDescription(/Muitas tentativas/);
  });

  it('code-expired: asks for a new code and leaves the send button free', async () => {
    const { user, dialog } = await sendRegisterCode('code-expired');
    const warning = await warningDialog();
    expect(warning).toHaveTextContent(TEXTS.expired);
    await user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByRole('button', { name: /^(enviar|reenviar) código/i })).toBeEnabled();
  });

  it.each([
    ['quota-exceeded', TEXTS.quota],
    ['operation-not-allowed', TEXTS.notAllowed],
  ] as const)('%s: the warning leads to customer service', async (code, text) => {
    const { user } = await sendRegisterCode(code);
    const warning = await warningDialog();
    expect(warning).toHaveTextContent(text);
    await user.click(within(warning).getByRole('button', { name: 'Falar com o atendimento' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull());
    expect(
      await screen.findByRole('dialog', { name: /atendimento/i }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['unknown', TEXTS.unknown],
    ['captcha-check-failed', TEXTS.verifyFirst],
    ['popup-closed-by-user', TEXTS.retry],
  ] as const)(
    '%s: its translated text in the warning, and the button free to try again',
    async (code, text) => {
      const { user, dialog } = await sendRegisterCode(code);
      const warning = await warningDialog();
      expect(warning).toHaveTextContent(text);
      expect(warning).not.toHaveTextContent('auth/');
      await user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
      expect(within(dialog).getByRole('button', { name: 'Enviar código' })).toBeEnabled();
    },
  );

  it.each([
    ['invalid-verification-code', TEXTS.validCode],
    ['missing-verification-code', TEXTS.validCode],
  ] as const)('%s: the message on the SMS code field', async (code, text) => {
    const { dialog } = await sendRegisterCode(code);
    await waitFor(() => expect(field(dialog, /^código sms/i)).toHaveAccessibleDescription(text));
  });
});

/** Forgot password by mobile: the code goes out, then the gateway refuses it on submit. */
async function submitForgotCode(scenario: ScenarioPatch) {
  const view = await renderApp(mock, { url: '/login', scenario: { whiteLabel: { CHNGPASSVERIF3: true } } });
  const login = await findDialog('Entrar');
  await view.user.click(within(login).getByRole('button', { name: 'Esqueceu a senha?' }));
  const dialog = await findDialog('Esqueceu a senha');
  await view.user.type(field(dialog, /^número de celular/i), '11987654321');
  await view.user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /\d+ s/ })).toBeDisabled());
  mock.applyScenario({ ...scenario, phoneAuthStep: 'verify' });
  await view.user.type(field(dialog, /^código sms/i), '123456');
  await view.user.type(field(dialog, /^nova senha/i), 'NovaSenha9');
  await view.user.type(field(dialog, /^confirmar nova senha/i), 'NovaSenha9');
  await view.user.click(within(dialog).getByRole('button', { name: 'Redefinir senha' }));
  return { ...view, dialog };
}

describe('spec §8 phone authentication codes on checking a code (forgot password by mobile)', () => {
  it('invalid-verification-code: the message on the code field, which takes the focus', async () => {
    const { dialog } = await submitForgotCode({ phoneAuthError: 'invalid-verification-code' });
    const code = field(dialog, /^código sms/i);
    await waitFor(() => expect(code).toHaveAccessibleDescription(TEXTS.validCode));
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('code-expired: the message, and the send button free again at once', async () => {
    const { dialog } = await submitForgotCode({ phoneAuthError: 'code-expired' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEXTS.expired);
    expect(within(dialog).getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  });

  it('too-many-requests: the message, and the send button locked for 5 minutes', async () => {
    const { dialog } = await submitForgotCode({ phoneAuthError: 'too-many-requests' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEXTS.tooMany);
    const seconds = Number(
      /(\d+) s/.exec(within(dialog).getByRole('button', { name: /\d+ s/ }).textContent ?? '')?.[1],
    );
    expect(seconds).toBeGreaterThan(290);
  });

  it('quota-exceeded: the warning leads to customer service', async () => {
    await submitForgotCode({ phoneAuthError: 'quota-exceeded' });
    const warning = await warningDialog();
    expect(warning).toHaveTextContent(TEXTS.quota);
    expect(within(warning).getByRole('button', { name: 'Falar com o atendimento' })).toBeInTheDocument();
  });
});

describe('spec §8 phone authentication codes on the SMS login', () => {
  it('popup-closed-by-user: login failure, try again (the form keeps the number)', async () => {
    const view = await renderApp(mock, { url: '/login' });
    const login = await findDialog('Entrar');
    await view.user.click(within(login).getByRole('tab', { name: /celular/i }));
    await view.user.type(field(login, /^número de celular/i), '11987654321');
    await view.user.click(within(login).getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(within(login).getByRole('button', { name: /\d+ s/ })).toBeDisabled());
    mock.applyScenario({ phoneAuthError: 'popup-closed-by-user', phoneAuthStep: 'verify' });
    await view.user.type(field(login, /^código sms/i), '123456');
    await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
    expect(await within(login).findByRole('alert')).toHaveTextContent(TEXTS.retry);
    expect(field(login, /^número de celular/i)).toHaveValue('11987654321');
  });

  it('too-many-requests on sending: the login form’s send button is locked too', async () => {
    const view = await renderApp(mock, {
      url: '/login',
      scenario: { phoneAuthError: 'too-many-requests', phoneAuthStep: 'send' },
    });
    const login = await findDialog('Entrar');
    await view.user.click(within(login).getByRole('tab', { name: /celular/i }));
    await view.user.type(field(login, /^número de celular/i), '11987654321');
    await view.user.click(within(login).getByRole('button', { name: 'Enviar código' }));
    const warning = await warningDialog();
    expect(warning).toHaveTextContent(TEXTS.tooMany);
    await view.user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
    expect(within(login).getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  });
});

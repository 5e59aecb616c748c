import type { PhoneAuthErrorCode } from '@sorte/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Spec §8 "Phone authentication codes" (and §9: the lockout hint is 5 minutes), on the SMS steps of the
// register popup; the simulated gateway refuses every SMS send with `auth/<code>` (scenario phoneAuthError).
const mock = simulatedGatewayForFile();

afterEach(() => sessionStorage.clear());

async function sendRegisterCode(phoneAuthError: string) {
  const view = await renderApp(mock, {
    url: '/register',
    scenario: { phoneAuthError: phoneAuthError as PhoneAuthErrorCode },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' }, { timeout: 5000 });
  await view.user.type(
    within(dialog).getByLabelText(/^número de celular/i, { selector: 'input' }),
    '11955554444',
  );
  await view.user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
  const warning = await screen.findByRole('dialog', { name: 'Aviso' });
  return { ...view, dialog, warning };
}

describe('spec §8 phone authentication codes on an SMS send', () => {
  it('too-many-requests: the translated lockout text, and the send button locked for 5 minutes, across a reload', async () => {
    const { user, dialog, warning } = await sendRegisterCode('too-many-requests');
    expect(warning).toHaveTextContent('Muitas tentativas. Tente novamente após 5 minutos');
    expect(warning).not.toHaveTextContent('Firebase');
    await user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
    const locked = within(dialog).getByRole('button', { name: /\d+ s/ });
    expect(locked).toBeDisabled();
    const seconds = Number(/(\d+) s/.exec(locked.textContent ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(300);
    // The lock lives in session storage, so a reload keeps it.
    expect(Object.values({ ...sessionStorage }).some((value) => Number(value) > Date.now() + 290_000)).toBe(
      true,
    );
  });

  it('code-expired: asks for a new code and leaves the send button free', async () => {
    const { user, dialog, warning } = await sendRegisterCode('code-expired');
    expect(warning).toHaveTextContent('O código expirou. Envie um novo código');
    await user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByRole('button', { name: /^(enviar|reenviar) código/i })).toBeEnabled();
  });

  it('quota-exceeded: the warning leads to customer service', async () => {
    const { user, warning } = await sendRegisterCode('quota-exceeded');
    expect(warning).toHaveTextContent('O limite de envio de SMS foi atingido');
    await user.click(within(warning).getByRole('button', { name: 'Falar com o atendimento' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull());
    expect(
      await screen.findByRole('dialog', { name: /atendimento/i }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('invalid-phone-number: the correct-number text instead of the server text', async () => {
    const { warning } = await sendRegisterCode('invalid-phone-number');
    expect(warning).toHaveTextContent('Insira um número de celular correto');
    expect(within(warning).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });
});

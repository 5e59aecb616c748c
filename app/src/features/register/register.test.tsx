import { registerSettingsFixture } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { memberAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function openRegister(url = '/register') {
  const view = await renderApp(mock, { url });
  // The first open loads the popup's chunk.
  const dialog = await findDialog('Cadastrar');
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input' });

async function fillCommon(user: User, dialog: HTMLElement) {
  await user.type(field(dialog, /^apelido/i), 'Novato');
  await user.click(within(dialog).getByRole('checkbox', { name: /termos e condições/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
}

async function sendCode(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /\d+ s/ })).toBeDisabled());
  await user.type(field(dialog, /^código sms/i), '123456');
}

describe('spec §2 Register popup, §4 Register, §5 Register', () => {
  it('registers by username with the SMS code, logs in, closes and goes to /', async () => {
    const { user, store, router, dialog } = await openRegister();
    // Required per the server's settings: asterisk and aria-required.
    expect(field(dialog, /^apelido/i)).toBeRequired();
    expect(field(dialog, /^e-mail/i)).not.toBeRequired();

    await user.type(field(dialog, /^nome de usuário/i), 'novojogador1');
    await user.type(field(dialog, /^senha/i), 'Senha2026');
    await user.type(field(dialog, /^confirmar senha/i), 'Senha2026');
    await user.type(field(dialog, /^número de celular/i), '11955554444');
    await sendCode(user, dialog);
    await fillCommon(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cadastrar' })).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(sessionTokenAtom)).not.toBeNull();
    await waitFor(() => expect(store.get(memberAtom)?.account).toBe('novojogador1'));
  });

  it('checks the server rules, the confirmation and the terms before calling the gateway', async () => {
    const { user, dialog } = await openRegister();
    await user.type(field(dialog, /^nome de usuário/i), '9abc');
    await user.type(field(dialog, /^senha/i), 'Senha2026');
    await user.type(field(dialog, /^confirmar senha/i), 'Senha2027');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(field(dialog, /^nome de usuário/i)).toHaveAccessibleDescription(
      'Insira de 6 a 16 caracteres: comece com uma letra, seguida de letras ou números',
    );
    expect(field(dialog, /^confirmar senha/i)).toHaveAccessibleDescription(
      'A senha de confirmação não está correta.',
    );
    expect(within(dialog).getByRole('checkbox', { name: /termos e condições/ })).toHaveAccessibleDescription(
      'Aceite os termos e condições para continuar',
    );
    expect(mock.db.state.accounts.some((account) => account.account === '9abc')).toBe(false);
  });

  it('registers by mobile number (MOBILENUMPASSREG3) with an SMS code', async () => {
    const { user, store, router, dialog } = await openRegister();
    await user.click(within(dialog).getByRole('tab', { name: 'Celular' }));
    expect(within(dialog).queryByLabelText(/^nome de usuário/i, { selector: 'input' })).toBeNull();
    await user.type(field(dialog, /^número de celular/i), '11944443333');
    await sendCode(user, dialog);
    await user.type(field(dialog, /^senha/i), 'Senha2026');
    await user.type(field(dialog, /^confirmar senha/i), 'Senha2026');
    await fillCommon(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cadastrar' })).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(sessionTokenAtom)).not.toBeNull();
  });

  it('keeps ?referralCode from the URL in the form, and shows a refused invitation code on its field', async () => {
    const { user, dialog } = await openRegister('/register?referralCode=NAOEXISTE1');
    expect(field(dialog, /^código de convite/i)).toHaveValue('NAOEXISTE1');
    await user.type(field(dialog, /^nome de usuário/i), 'convidado1');
    await user.type(field(dialog, /^senha/i), 'Senha2026');
    await user.type(field(dialog, /^confirmar senha/i), 'Senha2026');
    await user.type(field(dialog, /^número de celular/i), '11933332222');
    await sendCode(user, dialog);
    await fillCommon(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(field(dialog, /^código de convite/i)).toHaveAccessibleDescription('Código de convite inválido'),
    );
  });

  it('registers through a referral link (ANA2026)', async () => {
    const { user, store, dialog } = await openRegister('/register?referralCode=ANA2026');
    expect(field(dialog, /^código de convite/i)).toHaveValue('ANA2026');
    await user.type(field(dialog, /^nome de usuário/i), 'indicado1');
    await user.type(field(dialog, /^senha/i), 'Senha2026');
    await user.type(field(dialog, /^confirmar senha/i), 'Senha2026');
    await user.type(field(dialog, /^número de celular/i), '11922221111');
    await sendCode(user, dialog);
    await fillCommon(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(store.get(sessionTokenAtom)).not.toBeNull());
  });

  it('without mobile registration the tab row is gone; the login link goes back to login', async () => {
    const { user, router, dialog } = await renderApp(mock, {
      url: '/register',
      scenario: { whiteLabel: { MOBILENUMREG3: false, MOBILENUMPASSREG3: false } },
    }).then(async (view) => ({ ...view, dialog: await findDialog('Cadastrar') }));
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(await findDialog('Entrar')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('§7 register settings as a list of fields reach the form', () => {
  it('every enabled field of `{ fields: [{ field, enabled, required, acceptedPattern, … }] }` is shown, payeeName required', async () => {
    // The fixture's settings, as a gateway that lists them with the rule on each field (never a map keyed 0, 1 …).
    const fields = Object.entries(registerSettingsFixture().fields).map(([field, setting]) => {
      const { validation, ...rest } = setting as { validation?: object };
      return { field, ...rest, ...validation, ...(field === 'payeeName' ? { required: true } : {}) };
    });
    mock.server.use(
      http.get(`${TEST_GATEWAY}/wps/system/setting/register`, () =>
        HttpResponse.json({ success: true, value: { fields } }),
      ),
    );
    const { dialog } = await openRegister();
    const shown: [RegExp, boolean][] = [
      [/^nome de usuário/i, true],
      [/^nome real/i, true],
      [/^apelido/i, true],
      [/^e-mail/i, false],
      [/^data de nascimento/i, false],
      [/^whatsapp/i, false],
      [/^telegram/i, false],
      [/^número do documento/i, false],
      [/^código de convite/i, false],
    ];
    await waitFor(() => expect(field(dialog, /^nome real/i)).toBeInTheDocument());
    for (const [label, required] of shown) {
      if (required) expect(field(dialog, label)).toBeRequired();
      else expect(field(dialog, label)).not.toBeRequired();
    }
    for (const off of [/^qq/i, /^line/i, /^endereço/i, /^profissão/i, /^skype/i]) {
      expect(within(dialog).queryByLabelText(off, { selector: 'input' })).toBeNull();
    }
  });
});

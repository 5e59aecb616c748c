import { DEMO_WITHDRAW_PASSWORD, failures } from '@sorte/mocks';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { logInFromHeader, recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';
const WAIT = { timeout: 5000 };

/** The Idempotency-Key of each conversion sent during the test. */
function convertKeys(): (string | null)[] {
  const keys: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === CONVERT) keys.push(request.headers.get('Idempotency-Key'));
  };
  mock.server.events.on('request:start', listener);
  onTestFinished(() => {
    mock.server.events.removeListener('request:start', listener);
  });
  return keys;
}

const mall = () => screen.findByRole('region', { name: 'Loja de pontos' }, WAIT);
const records = () => screen.findByRole('region', { name: 'Seus registros de pontos' }, WAIT);

describe('§7 passwordCheck/MCS2_convertPoint: points to balance behind the withdraw password', () => {
  it('checks the minimum and step before sending, refuses a wrong password under its field, then converts', async () => {
    const view = await renderApp(mock, { url: '/pointMall' });
    await logInFromHeader(view);
    const seen = recordRequests(mock);
    const keys = convertKeys();
    const page = await mall();
    await within(page).findByText('12.480', {}, WAIT);
    await view.user.click(within(page).getByRole('button', { name: 'Converter em saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Converter pontos em saldo' });
    const pointsField = within(dialog).getByLabelText(/^Pontos a converter/, { selector: 'input' });
    const password = within(dialog).getByLabelText(/^Senha de saque/, { selector: 'input' });

    await view.user.type(pointsField, '1050');
    await view.user.click(within(dialog).getByRole('button', { name: 'Converter' }));
    expect(pointsField).toHaveAccessibleDescription('Converta em múltiplos de 100 pontos');
    expect(password).toHaveAccessibleDescription('Insira a senha de saque');
    expect(requestsTo(seen, CONVERT)).toHaveLength(0);

    await view.user.clear(pointsField);
    await view.user.type(pointsField, '2500');
    expect(within(dialog).getByText(/^R\$\s?25,00$/)).toBeInTheDocument();
    await view.user.type(password, '000000');
    await view.user.click(within(dialog).getByRole('button', { name: 'Converter' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Withdraw password is incorrect'));
    expect(pointsField).toHaveValue('2500');

    await view.user.clear(password);
    await view.user.type(password, DEMO_WITHDRAW_PASSWORD);
    await view.user.click(within(dialog).getByRole('button', { name: 'Converter' }));
    const done = await screen.findByRole('dialog', { name: 'Pontos convertidos' }, WAIT);
    expect(within(done).getByText(/R\$\s?25,00/)).toBeInTheDocument();
    expect(requestsTo(seen, CONVERT)).toHaveLength(2);
    // A refusal changed nothing: the corrected try is a new conversion with a key of its own.
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);

    await view.user.click(within(done).getByRole('button', { name: 'Concluir' }));
    expect(await within(page).findByText('9.980', {}, WAIT)).toBeInTheDocument();
    // The main wallet in the header rose by R$ 25,00 (1.523,75 → 1.548,75).
    expect(await screen.findByText(/1\.548,75/, {}, WAIT)).toBeInTheDocument();

    const list = await records();
    const firstRow = (await within(list).findAllByRole('row', { name: /PM\d+/ }, WAIT))[0]!;
    expect(within(firstRow).getByText('Conversão de pontos em saldo')).toBeInTheDocument();
    expect(within(firstRow).getByText('Aprovado')).toBeInTheDocument();
  });
});

describe('issue 24 item 7: the conversion makes its Idempotency-Key with the money intent', () => {
  it('after an unknown outcome the same conversion goes out again under the same key, kept in session storage', async () => {
    const view = await renderApp(mock, { url: '/pointMall' });
    await logInFromHeader(view);
    const keys = convertKeys();
    const page = await mall();
    const openDialog = async () => {
      await view.user.click(await within(page).findByRole('button', { name: 'Converter em saldo' }, WAIT));
      return screen.findByRole('dialog', { name: 'Converter pontos em saldo' });
    };
    mock.server.use(failures.network('convertPoint', { baseUrl: TEST_GATEWAY, once: true }));
    const dialog = await openDialog();
    await view.user.type(within(dialog).getByLabelText(/^Pontos a converter/, { selector: 'input' }), '2500');
    const password = within(dialog).getByLabelText(/^Senha de saque/, { selector: 'input' });
    await view.user.type(password, DEMO_WITHDRAW_PASSWORD);
    await view.user.click(within(dialog).getByRole('button', { name: 'Converter' }));
    await within(dialog).findByText(/Não sabemos se a operação foi concluída/, {}, WAIT);
    // The unsure intent and its key live in session storage, where a reload finds them (domain restoredIntent).
    expect(sessionStorage.getItem('moneyIntent.point-convert')).toContain(keys[0]);

    await view.user.click(within(dialog).getByRole('button', { name: 'Converter' }));
    await screen.findByRole('dialog', { name: 'Pontos convertidos' }, WAIT);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(sessionStorage.getItem('moneyIntent.point-convert')).toBeNull();
  });

  it('after an unknown outcome and a reload the same conversion goes out under the same key', async () => {
    const view = await renderApp(mock, { url: '/pointMall' });
    await logInFromHeader(view);
    const keys = convertKeys();
    mock.server.use(failures.network('convertPoint', { baseUrl: TEST_GATEWAY, once: true }));
    await view.user.click(
      await within(await mall()).findByRole('button', { name: 'Converter em saldo' }, WAIT),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Converter pontos em saldo' });
    await view.user.type(within(dialog).getByLabelText(/^Pontos a converter/, { selector: 'input' }), '2500');
    await view.user.type(
      within(dialog).getByLabelText(/^Senha de saque/, { selector: 'input' }),
      DEMO_WITHDRAW_PASSWORD,
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Converter' }));
    await within(dialog).findByText(/Não sabemos se a operação foi concluída/, {}, WAIT);

    // The reload: a new page over the same session storage, the token read back from it.
    cleanup();
    const reloaded = await renderApp(mock, { url: '/' });
    reloaded.store.set(sessionTokenAtom, sessionStorage.getItem('token'));
    await reloaded.router.navigate('/pointMall');
    await reloaded.user.click(
      await within(await mall()).findByRole('button', { name: 'Converter em saldo' }, WAIT),
    );
    const again = await screen.findByRole('dialog', { name: 'Converter pontos em saldo' });
    // The draft brings the points back (never the password).
    const points = within(again).getByLabelText(/^Pontos a converter/, { selector: 'input' });
    await waitFor(() => expect(points).toHaveValue('2500'));
    const password = within(again).getByLabelText(/^Senha de saque/, { selector: 'input' });
    expect(password).toHaveValue('');
    await reloaded.user.type(password, DEMO_WITHDRAW_PASSWORD);
    await reloaded.user.click(within(again).getByRole('button', { name: 'Converter' }));
    await screen.findByRole('dialog', { name: 'Pontos convertidos' }, WAIT);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('§3 redeem records and points detail (§4 Redeem statuses), paged', () => {
  it('shows the statuses, then the points detail with its types and pages', async () => {
    const view = await renderApp(mock, { url: '/pointMall' });
    await logInFromHeader(view);
    const list = await records();
    expect(await within(list).findByText('Rejeitado', {}, WAIT)).toBeInTheDocument();
    expect(within(list).getAllByText('Aprovado')).toHaveLength(2);
    expect(within(list).getByText('Sem estoque no momento: os pontos foram devolvidos.')).toBeInTheDocument();

    await view.user.click(within(list).getByRole('tab', { name: 'Extrato de pontos' }));
    const table = await within(list).findByRole('table', { name: 'Extrato de pontos' }, WAIT);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const firstPage = within(table).getAllByRole('row')[1]!.textContent;
    await view.user.click(within(list).getAllByRole('button', { name: 'Página 2' })[0]!);
    await waitFor(() => expect(within(list).getAllByRole('row')[1]!.textContent).not.toBe(firstPage));
    // Nothing on screen speaks of points expiring (§9 points have no expiry).
    expect(screen.queryByText(/expira(m|ção)? em|vencem/i)).toBeNull();
  });
});

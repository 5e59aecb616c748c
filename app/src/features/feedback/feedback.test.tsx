import { feedbackSettingsFixture } from '@sorte/mocks/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

const FEEDBACK = '/wps/feedback';
const WAIT = { timeout: 5000 };
const { minWords, maxWords } = feedbackSettingsFixture();
const words = (count: number) => Array.from({ length: count }, (_, index) => `palavra${index}`).join(' ');

const form = () => screen.findByRole('form', { name: 'Enviar opinião' }, WAIT);

describe('§2 Feedback, §3 Feedback form, §5 content between {0} and {1} words', () => {
  it('counts words live, refuses too few with the spec’s message, then sends enough', async () => {
    const view = await renderApp(mock, { url: '/feedback' });
    const seen = recordRequests(mock);
    const feedback = await form();
    expect(within(feedback).getByText(`Entre ${minWords} e ${maxWords} palavras`)).toBeInTheDocument();
    await view.user.selectOptions(within(feedback).getByLabelText(/^Tipo de questão/), 'GAME');
    const content = within(feedback).getByLabelText(/^Conteúdo/);
    await view.user.type(content, words(minWords - 1));
    expect(within(feedback).getByText(`${minWords - 1} palavras`)).toBeInTheDocument();

    await view.user.click(within(feedback).getByRole('button', { name: 'Enviar' }));
    expect(content).toHaveAccessibleDescription(
      expect.stringContaining(`O conteúdo deve ter entre ${minWords} e ${maxWords} palavras`),
    );
    expect(content).toHaveFocus();
    expect(requestsTo(seen, FEEDBACK)).toHaveLength(0);

    await view.user.type(content, ' última');
    await view.user.type(within(feedback).getByLabelText(/^Contato/), 'ana@sorte.example');
    await view.user.click(within(feedback).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Obrigado pela sua opinião!', {}, WAIT)).toBeInTheDocument();
    expect(requestsTo(seen, FEEDBACK).map((request) => request.method)).toEqual(['PUT']);
  });

  it('keeps what was typed when sending fails, and sends it on the next try', async () => {
    const view = await renderApp(mock, {
      url: '/feedback',
      scenario: { failures: { feedback: 'server-error' } },
    });
    const feedback = await form();
    await view.user.selectOptions(within(feedback).getByLabelText(/^Tipo de questão/), 'SUGGESTION');
    const text = words(minWords + 2);
    await view.user.type(within(feedback).getByLabelText(/^Conteúdo/), text);
    await view.user.click(within(feedback).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(feedback).getByRole('alert')).toBeInTheDocument(), WAIT);
    expect(within(feedback).getByLabelText(/^Conteúdo/)).toHaveValue(text);
    expect(within(feedback).getByLabelText(/^Tipo de questão/)).toHaveValue('SUGGESTION');

    mock.applyScenario({ failures: { feedback: null } });
    await view.user.click(within(feedback).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Obrigado pela sua opinião!', {}, WAIT)).toBeInTheDocument();
  });

  it('the footer leads to it', async () => {
    const view = await renderApp(mock, { url: '/' });
    const link = await screen.findByRole('link', { name: 'Sua opinião' }, WAIT);
    await view.user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sua opinião' }, WAIT)).toBeInTheDocument();
  });
});

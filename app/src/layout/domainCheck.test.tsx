import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { domainCheckAtom } from '../state/systemAtoms.ts';
import { renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';

// Spec §8: 'Invalid URL, please contact customer service' (domain check failed), against GET /wps/system/domainRoute.
const mock = simulatedGatewayForFile();
const invalidUrl = 'URL inválido, entre em contato com o atendimento ao cliente';

describe('spec §8 domain check', () => {
  it('a host the domain routes list gets the site', async () => {
    const { store } = await renderApp(mock);
    await waitFor(() => expect(store.get(domainCheckAtom)).toBe('listed'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText(invalidUrl)).toBeNull();
  });

  it('a host the domain routes do not list gets the invalid-URL page with customer service', async () => {
    const { user } = await renderApp(mock, { scenario: { domainListed: false } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Endereço inválido' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(invalidUrl)).toBeInTheDocument();
    expect(screen.getByText(window.location.host)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    const button = screen.getByRole('button', { name: 'Falar com o atendimento' });
    await user.click(button);
    expect(await screen.findByRole('dialog', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each(['server-error', 'network-error', 'malformed'] as const)(
    'a failed call (%s) does not block the site',
    async (failure) => {
      const { store } = await renderApp(mock, { scenario: { failures: { domainRoute: failure } } });
      expect(await screen.findByRole('banner')).toBeInTheDocument();
      // The other start-up calls have answered: the domain check was settled without blocking.
      await screen.findByRole('contentinfo', undefined, { timeout: 5000 });
      expect(store.get(domainCheckAtom)).toBe('unchecked');
      expect(screen.queryByText(invalidUrl)).toBeNull();
    },
  );
});

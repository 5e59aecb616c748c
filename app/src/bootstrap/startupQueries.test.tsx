import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClientOf } from '../lib/queryClient.ts';
import { queryKeys } from '../lib/queryKeys.ts';
import {
  permissionAtom,
  systemStateAtom,
  whiteLabelModulesAtom,
  whiteLabelSettledAtom,
} from '../state/systemAtoms.ts';
import { renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';

// Spec §7 system calls read at start (status, white label, permission, domain route) go through TanStack Query:
// their answers live in the QueryClient, and the atoms the site reads them through follow it.
const mock = simulatedGatewayForFile();

describe('start-up reads as queries', () => {
  it('the answers sit in the query cache and the atoms read them from there', async () => {
    const { store } = await renderApp(mock);
    const client = queryClientOf(store);
    await waitFor(() => expect(store.get(whiteLabelSettledAtom)).toBe(true));
    await waitFor(() => expect(client.getQueryData(queryKeys.permission())).toBeDefined());
    expect(store.get(whiteLabelModulesAtom)).toBe(client.getQueryData(queryKeys.whiteLabel()));
    expect(store.get(whiteLabelModulesAtom).size).toBeGreaterThan(0);
    expect(store.get(permissionAtom)).toBe(client.getQueryData(queryKeys.permission()));
    expect(store.get(systemStateAtom)).toMatchObject({ status: 'ready', kind: 'normal' });
  });

  it('a change of the status query reaches the screen: maintenance (spec §4) replaces the site', async () => {
    const { store } = await renderApp(mock);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(store.get(systemStateAtom).status).toBe('ready'));
    queryClientOf(store).setQueryData(queryKeys.systemStatus(), { kind: 'maintenance', ip: null });
    await waitFor(() => expect(screen.queryByRole('banner')).toBeNull());
    expect(store.get(systemStateAtom)).toEqual({ status: 'ready', kind: 'maintenance', ip: null });
  });

  it('a failed status read is an error, not a normal site (spec §8)', async () => {
    const { store } = await renderApp(mock, { scenario: { failures: { systemStatus: 'server-error' } } });
    await waitFor(() => expect(store.get(systemStateAtom)).toEqual({ status: 'error' }));
    expect(queryClientOf(store).getQueryState(queryKeys.systemStatus())?.status).toBe('error');
  });

  it('the start-up answers are never collected, though nothing observes them as queries', async () => {
    const { store } = await renderApp(mock);
    await waitFor(() => expect(store.get(whiteLabelSettledAtom)).toBe(true));
    const query = queryClientOf(store).getQueryCache().find({ queryKey: queryKeys.whiteLabel() });
    expect(query?.gcTime).toBe(Number.POSITIVE_INFINITY);
  });
});

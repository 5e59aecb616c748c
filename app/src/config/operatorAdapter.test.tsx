// The operator adapter of /config.json at start: checked (a wrong one shows the configuration error page naming its
// key) and handed to the gateway client.
import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bootstrap } from '../bootstrap/bootstrap.tsx';
import { loadRuntimeConfig } from '../bootstrap/loadConfig.ts';
import { parseRuntimeConfig, withOperatorAdapter } from './runtimeConfig.ts';

const minimal = { mode: 'live', gatewayUrl: 'https://gw.example.com', merchantCode: 'SORTE' };
const answering = (config: unknown) => vi.fn(async () => new Response(JSON.stringify(config)));

describe('/config.json adapter', () => {
  it('a config without an adapter loads as before (no adapter code)', async () => {
    const result = await loadRuntimeConfig(answering(minimal));
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.adapter).toBeUndefined();
  });

  it('a valid adapter is compiled for the gateway client', async () => {
    const result = await loadRuntimeConfig(
      answering({ ...minimal, adapter: { walletTransfer: { request: { rename: { amount: 'amt' } } } } }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.adapter?.request('walletTransfer', { body: { amount: 5 } }, 'POST')).toEqual({
      body: { amt: 5 },
    });
  });

  it('a wrong adapter is an invalid config naming each key and its problem', async () => {
    const result = await loadRuntimeConfig(
      answering({
        ...minimal,
        adapter: { depositt: {}, deposit: { response: { aliases: { 'list[].id': 'rows[].no' } } } },
      }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(!result.ok && result.detail).toContain(
      "adapter.depositt: not an endpoint name of the gateway README's table",
    );
    expect(!result.ok && result.detail).toContain(
      'adapter.deposit.response.aliases["list[].id"]: a path inside the same item',
    );
  });

  it('the sample file app/public/config.operator-example.json is a valid config with a valid adapter', async () => {
    const text = readFileSync('app/public/config.operator-example.json', 'utf8');
    const result = await withOperatorAdapter(parseRuntimeConfig(text));
    expect(result.ok ? 'valid' : result.detail).toBe('valid');
    expect(result.ok && result.adapter).toBeTruthy();
  });

  it('the site shows the configuration error page with the key and the problem', async () => {
    vi.stubGlobal(
      'fetch',
      answering({ ...minimal, adapter: { deposit: { request: { rename: { amount: 'money.amount' } } } } }),
    );
    const container = document.createElement('div');
    document.body.append(container);
    await bootstrap(container);
    expect(await screen.findByText('Não foi possível iniciar o site')).toBeInTheDocument();
    expect(
      screen.getByText(
        'invalid: adapter.deposit.request.rename.amount: a field name (no dots, brackets or spaces)',
        { exact: false },
      ),
    ).toBeInTheDocument();
  });
});

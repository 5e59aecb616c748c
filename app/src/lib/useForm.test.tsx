import { inputRequiredMessage } from '@sorte/domain';
import { GatewayError } from '@sorte/gateway';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './queryClient.ts';
import { type FormOptions, useForm } from './useForm.ts';

interface Values {
  username: string;
  password: string;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderForm(options: Partial<FormOptions<Values, keyof Values>> = {}) {
  const submit = vi.fn(options.submit ?? (async () => undefined));
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () =>
      useForm<Values, keyof Values>({
        initial: { username: 'ana', password: 'segredo' },
        serverFields: ['username', 'password'],
        mutationKey: ['test-form'],
        ...options,
        submit,
      }),
    { wrapper },
  );
  return { ...view, submit, client };
}

describe('useForm (the one form pattern)', () => {
  it('sends the submission as a TanStack Query mutation of the app’s client, never retried', async () => {
    let attempts = 0;
    const { result, client } = renderForm({
      submit: async () => {
        attempts += 1;
        throw new GatewayError('network', 'offline');
      },
    });
    await act(() => result.current.submit());
    const [mutation] = client.getMutationCache().findAll({ mutationKey: ['test-form'] });
    expect(mutation?.state.status).toBe('error');
    expect(attempts).toBe(1);
  });

  it('shows the rules’ field messages and sends nothing while a field is invalid', async () => {
    const { result, submit } = renderForm({
      validate: (values) => (values.password === '' ? { password: inputRequiredMessage } : null),
    });
    act(() => result.current.change('password', ''));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ password: inputRequiredMessage });
    expect(submit).not.toHaveBeenCalled();
    act(() => result.current.change('password', 'x'));
    expect(result.current.errors).toEqual({});
  });

  it('sends once at a time: a second submit while the first is out does nothing', async () => {
    const answer = deferred();
    const { result, submit } = renderForm({ submit: () => answer.promise });
    let first!: Promise<void>;
    act(() => {
      first = result.current.submit();
    });
    expect(result.current.submitting).toBe(true);
    await act(() => result.current.submit());
    expect(submit).toHaveBeenCalledTimes(1);
    answer.resolve();
    await act(() => first);
    expect(result.current.submitting).toBe(false);
    expect(submit).toHaveBeenCalledWith({ username: 'ana', password: 'segredo' });
  });

  it('puts a refusal on the field the gateway names and keeps what was typed', async () => {
    const refusal = new GatewayError('rejected', 'x', {
      serverMessage: 'Senha incorreta',
      envelope: { errors: [{ field: 'password', message: 'Senha incorreta' }] },
    });
    const { result } = renderForm({ submit: () => Promise.reject(refusal) });
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ password: 'Senha incorreta' });
    expect(result.current.formError).toBeNull();
    expect(result.current.values).toEqual({ username: 'ana', password: 'segredo' });
  });

  it('shows any other failure with the form', async () => {
    const { result } = renderForm({ submit: () => Promise.reject(new GatewayError('network', 'down')) });
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({});
    expect(result.current.formError).not.toBeNull();
    expect(result.current.props.formError).toBe(result.current.formError);
  });

  it('leaves a failure the form showed itself (onFailure true) alone', async () => {
    const onFailure = vi.fn(() => true);
    const { result } = renderForm({ submit: () => Promise.reject(new Error('x')), onFailure });
    await act(() => result.current.submit());
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(result.current.formError).toBeNull();
  });
});

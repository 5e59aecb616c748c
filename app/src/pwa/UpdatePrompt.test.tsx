import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { whenUpdateWaits } from './registerServiceWorker.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';
import { ACTIVATE_MESSAGE } from './worker/strategy.ts';

function fakeWorkers() {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    fire: () => target.dispatchEvent(new Event('controllerchange')),
  };
}

function showPrompt() {
  const waiting = { postMessage: vi.fn() };
  const workers = fakeWorkers();
  const reload = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <UpdatePrompt waiting={waiting} workers={workers} reload={reload} />
    </I18nProvider>,
  );
  return { waiting, workers, reload };
}

describe('the update prompt', () => {
  it('activates the waiting version on "Atualizar" and reloads once it has taken over, never before', async () => {
    const { waiting, workers, reload } = showPrompt();
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(waiting.postMessage).toHaveBeenCalledWith(ACTIVATE_MESSAGE);
    expect(reload).not.toHaveBeenCalled();
    workers.fire();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('goes away on "Agora não" without activating or reloading anything', async () => {
    const { waiting, workers, reload } = showPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByText('Nova versão disponível')).toBeNull();
    workers.fire();
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('when a new version waits', () => {
  const worker = () => Object.assign(new EventTarget(), { state: 'installing' }) as unknown as ServiceWorker;

  function registration(waiting: ServiceWorker | null = null) {
    const target = new EventTarget();
    return Object.assign(target, { waiting, installing: null as ServiceWorker | null });
  }

  it('says nothing on a first install (no page is controlled yet: the worker takes over on its own)', () => {
    const onWaiting = vi.fn();
    whenUpdateWaits(registration(worker()), { controller: null }, onWaiting);
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('announces a version already waiting, and one that finishes installing later', () => {
    const controller = worker();
    const onWaiting = vi.fn();
    const waiting = worker();
    whenUpdateWaits(registration(waiting), { controller }, onWaiting);
    expect(onWaiting).toHaveBeenCalledWith(waiting);

    const later = registration();
    const onLater = vi.fn();
    whenUpdateWaits(later, { controller }, onLater);
    const installing = worker();
    later.installing = installing;
    later.dispatchEvent(new Event('updatefound'));
    expect(onLater).not.toHaveBeenCalled();
    later.waiting = installing;
    (installing as unknown as { state: string }).state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(onLater).toHaveBeenCalledWith(installing);
  });
});

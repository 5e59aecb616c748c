import { UpdateNotice } from '@sorte/ui';
import { useState } from 'react';
import { ACTIVATE_MESSAGE } from './worker/strategy.ts';

export interface UpdatePromptProps {
  /** The new version's worker, installed and waiting. */
  waiting: Pick<ServiceWorker, 'postMessage'>;
  workers: Pick<ServiceWorkerContainer, 'addEventListener'>;
  reload: () => void;
}

/** "Nova versão disponível": the new version takes over and the page reloads only when the player says so. */
export function UpdatePrompt({ waiting, workers, reload }: UpdatePromptProps) {
  const [state, setState] = useState<'shown' | 'updating' | 'dismissed'>('shown');
  if (state === 'dismissed') return null;
  return (
    <UpdateNotice
      updating={state === 'updating'}
      onDismiss={() => setState('dismissed')}
      onUpdate={() => {
        setState('updating');
        workers.addEventListener('controllerchange', reload, { once: true });
        waiting.postMessage(ACTIVATE_MESSAGE);
      }}
    />
  );
}

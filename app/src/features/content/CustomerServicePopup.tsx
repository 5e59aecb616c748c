import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { classifyLink, frameTarget } from '@sorte/domain';
import {
  type CustomerServiceEntry,
  CustomerServiceList,
  LiveChatDialog,
  type LoadStatus,
  Modal,
} from '@sorte/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { customerServicePopupOpenAtom, showWarningAtom } from '../../state/popupAtoms.ts';
import { chatModelsQuery, launchChatMutation } from './api.ts';

const LIVE_CHAT = 'LIVE_CHAT';
const EXTERNAL = 'EXTERNAL';

/**
 * Customer service (spec §2, §7): the live-chat services of CBS_modelList (CBS_launchChat's chatUrl opens in a
 * dialog, from an allowlisted chat host only) and the operator's configured channel (a new tab).
 */
export function CustomerServicePopup() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(customerServicePopupOpenAtom);
  const setWarning = useSetAtom(showWarningAtom);
  const calls = useAtomValue(lobbyCallsAtom);
  const config = useAtomValue(requiredConfigAtom);
  const models = useQuery({ ...chatModelsQuery(calls), enabled: open });
  const { mutateAsync: launchChat } = useMutation(useMemo(() => launchChatMutation(calls), [calls]));
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [chat, setChat] = useState<{
    title: string;
    url: string | null;
    status: LoadStatus;
    modelId: string;
  } | null>(null);

  const external = useMemo(
    () =>
      classifyLink(config.customerServiceUrl, {
        origin: location.origin,
        allowedHosts: config.allowedLinkHosts,
      }),
    [config.customerServiceUrl, config.allowedLinkHosts],
  );
  const entries: CustomerServiceEntry[] = [
    ...(models.data
      ? models.data.map((model) => ({
          id: model.modelId,
          csType: LIVE_CHAT,
          label: model.modelName,
          description: t`Conversa ao vivo aqui no site`,
          iconSrc: model.iconUrl ?? null,
          external: false,
        }))
      : []),
    ...(external.kind === 'external'
      ? [
          {
            id: EXTERNAL,
            csType: EXTERNAL,
            label: t`Canal oficial`,
            description: new URL(external.url).host,
            external: true,
          },
        ]
      : []),
  ];

  const launch = (modelId: string, title: string) => {
    setPendingId(modelId);
    setChat({ title, url: null, status: 'loading', modelId });
    launchChat(modelId)
      .then(
        ({ chatUrl }) => {
          const target = frameTarget(chatUrl, { origin: location.origin, frameHosts: config.frameHosts });
          setChat({
            title,
            url: target.kind === 'frame' ? target.url : null,
            status: target.kind === 'frame' ? 'loading' : 'error',
            modelId,
          });
        },
        () => setChat({ title, url: null, status: 'error', modelId }),
      )
      .finally(() => setPendingId(null));
  };

  return (
    <>
      <Modal
        open={open && chat === null}
        onClose={() => setOpen(false)}
        title={t`Atendimento ao cliente`}
        size="small"
      >
        {models.isFetching && !models.data ? <p>{t`Carregando os canais de atendimento…`}</p> : null}
        <CustomerServiceList
          entries={entries}
          pendingId={pendingId}
          onSelect={(entry) => {
            if (entry.csType === EXTERNAL && external.kind === 'external') {
              window.open(external.url, '_blank', 'noopener,noreferrer');
              setOpen(false);
            } else if (entry.csType === LIVE_CHAT) launch(entry.id, entry.label);
            else
              setWarning({
                message: msg`O atendimento ao cliente não está disponível no momento. Tente novamente mais tarde.`,
              });
          }}
        />
      </Modal>
      {chat ? (
        <LiveChatDialog
          open
          onClose={() => {
            setChat(null);
            setOpen(false);
          }}
          title={chat.title}
          chatUrl={chat.url}
          status={chat.status}
          onFrameLoad={() => setChat((current) => (current ? { ...current, status: 'ready' } : current))}
          onRetry={() => launch(chat.modelId, chat.title)}
        />
      ) : null}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { inboxPageCount } from '@sorte/domain';
import { FormMessage, type InboxCategoryFilter, MessageInbox } from '@sorte/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { failureKind, failureText } from '../../lib/errors/index.ts';
import {
  actionFailureText,
  isCallMissing,
  rememberMissing,
  useCallKnownMissing,
} from '../../lib/missingCall/missingCall.ts';
import { NotOfferedNote } from '../../lib/missingCall/NotOfferedNote.tsx';
import { isTrialAtom } from '../../state/sessionAtoms.ts';
import { useMemberArea } from '../session/index.ts';
import { deleteMessageMutation, inboxPageQuery, markAllReadMutation, markReadMutation } from './api.ts';
import { useRewards } from './useRewards.ts';

/**
 * messageV2 (§2): the inbox, a page at a time; opening an unread message marks it read and lowers the messages badge
 * at once. §6: a trial account never asks for messages (the member centre does not open for it either).
 * Issue 23 item 6: the page's messages by category, mark all read and delete (readings). On a gateway without
 * CSP_readAllMessages or CSP_deleteMessage the first try says so and the action is hidden from then on (marking
 * each message read one by one instead would only reach this page's, not what "all" promises). Without the inbox
 * call itself the page says this site does not offer it.
 */
export function MessagesPage() {
  const { calls, token, client } = useRewards();
  const { t } = useLingui();
  const isTrial = useAtomValue(isTrialAtom);
  const { unreadMessages } = useMemberArea();
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<InboxCategoryFilter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof failureText> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const inbox = useQuery({
    ...inboxPageQuery(calls, token, page),
    enabled: !isTrial,
    placeholderData: (previous) => previous,
  });
  const markRead = useMutation(markReadMutation(client, calls, token, page));
  const markAllRead = useMutation(markAllReadMutation(client, calls, token));
  const deleteMessage = useMutation(deleteMessageMutation(client, calls, token));
  const markAllMissing = useCallKnownMissing('readAllMessages');
  const deleteMissing = useCallKnownMissing('deleteMessage');
  const messages = inbox.data?.messages ?? [];
  const startAction = () => {
    setFailure(null);
    setDone(null);
  };
  const failed = (name: 'readAllMessages' | 'deleteMessage') => (error: Error) => {
    rememberMissing(client, name, error);
    setFailure(actionFailureText(error, failureText));
  };
  if (inbox.isError && isCallMissing(inbox.error)) return <NotOfferedNote />;

  return (
    <>
      {failure !== null ? <FormMessage message={failure} /> : null}
      {done !== null ? <FormMessage tone="info" message={done} /> : null}
      <MessageInbox
        status={inbox.data ? 'ready' : inbox.isError ? 'error' : 'loading'}
        failure={inbox.isError ? failureKind(inbox.error) : undefined}
        messages={messages}
        page={page}
        pageCount={inboxPageCount(inbox.data?.total ?? 0)}
        onPageChange={(next) => {
          setSelectedId(null);
          setPage(next);
        }}
        selectedId={selectedId}
        onSelect={(id) => {
          setSelectedId(id);
          if (messages.find((message) => message.id === id)?.read === false) markRead.mutate(id);
        }}
        onBack={() => setSelectedId(null)}
        onRetry={() => void inbox.refetch()}
        category={category}
        onCategoryChange={setCategory}
        hasUnread={(unreadMessages ?? 0) > 0 || messages.some((message) => !message.read)}
        markingAllRead={markAllRead.isPending}
        onMarkAllRead={
          markAllMissing
            ? undefined
            : () => {
                startAction();
                markAllRead.mutate(undefined, {
                  onSuccess: () => setDone(t`Todas as mensagens foram marcadas como lidas.`),
                  onError: failed('readAllMessages'),
                });
              }
        }
        deletingId={deleteMessage.isPending ? (deleteMessage.variables ?? null) : null}
        onDelete={
          deleteMissing
            ? undefined
            : (id) => {
                startAction();
                deleteMessage.mutate(id, {
                  onSuccess: () => {
                    setSelectedId(null);
                    setDone(t`Mensagem excluída.`);
                  },
                  onError: failed('deleteMessage'),
                });
              }
        }
      />
    </>
  );
}

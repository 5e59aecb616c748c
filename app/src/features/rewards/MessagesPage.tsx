import { inboxPageCount } from '@sorte/domain';
import { MessageInbox } from '@sorte/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { isTrialAtom } from '../../state/sessionAtoms.ts';
import { failureKind } from '../errors/index.ts';
import { inboxPageQuery, markReadMutation } from './api.ts';
import { useRewards } from './useRewards.ts';

/**
 * messageV2 (§2): the inbox, a page at a time; opening an unread message marks it read and lowers the messages badge
 * at once. §6: a trial account never asks for messages (the member centre does not open for it either).
 */
export function MessagesPage() {
  const { calls, token, client } = useRewards();
  const isTrial = useAtomValue(isTrialAtom);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const inbox = useQuery({
    ...inboxPageQuery(calls, token, page),
    enabled: !isTrial,
    placeholderData: (previous) => previous,
  });
  const markRead = useMutation(markReadMutation(client, calls, token, page));
  const messages = inbox.data?.messages ?? [];

  return (
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
    />
  );
}

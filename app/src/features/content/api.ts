import type { LobbyCalls } from '@sorte/gateway';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { HELP_CENTRE_STALE_MS, queryKeys } from '../../lib/queryKeys.ts';

export const contentKeys = {
  announcements: () => ['content', 'announcements'] as const,
  chatModels: () => ['content', 'chat-models'] as const,
  /** Execution A (logged in, session-scoped) or B (anonymous). */
  popups: (token: string | null) =>
    token === null ? (['content', 'popups', 'anonymous'] as const) : (['session', token, 'popups'] as const),
  helpCentre: queryKeys.helpCentre,
};

/** The full notice list (the public content's announcements, type PL): the notice modal and the announcement popup. */
export const announcementsQuery = (calls: LobbyCalls) =>
  queryOptions({
    queryKey: contentKeys.announcements(),
    queryFn: ({ signal }) =>
      calls.content.publicContent({ types: ['PL'] }, { signal }).then((content) => content.announcements),
  });

/** The live-chat services (CBS_modelList). */
export const chatModelsQuery = (calls: LobbyCalls) =>
  queryOptions({
    queryKey: contentKeys.chatModels(),
    queryFn: ({ signal }) => calls.chat.models({ signal }),
  });

/** Spec §4 public popups of the audience: execution A for the logged-in account, B for a visitor. */
export const publicPopupsQuery = (calls: LobbyCalls, token: string | null) =>
  queryOptions({
    queryKey: contentKeys.popups(token),
    queryFn: ({ signal }) =>
      calls.content
        .publicContent({ types: ['PU'], execution: token === null ? 'B' : 'A' }, { signal })
        .then((content) => content.popups),
  });

/** The help centre's topics (§7 GET /wps/system/helpCenter): the help page and the footer's help list. */
export const helpCentreQuery = (calls: LobbyCalls) =>
  queryOptions({
    queryKey: contentKeys.helpCentre(),
    queryFn: ({ signal }) => calls.content.helpCenter({ signal }),
    staleTime: HELP_CENTRE_STALE_MS,
  });

/** CBS_launchChat: opens a live-chat session (a write: never retried; it changes no read). */
export const launchChatMutation = (calls: LobbyCalls) =>
  mutationOptions({ mutationFn: (modelId: string) => calls.chat.launch(modelId) });

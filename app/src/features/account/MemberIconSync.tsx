import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { memberAvatarUrlAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { accountCallsAtom, chosenMemberIcon, memberIconQuery } from './api.ts';

/**
 * Puts the member's chosen avatar (GET /wps/member/info/icon) where the header's avatar button reads it. A lazy
 * chunk rendered after the first paint for a logged-in, non-trial member: the entry carries neither the account
 * schemas nor the call. Choosing another avatar updates the query's data, and so the header.
 */
export function MemberIconSync() {
  const token = useAtomValue(sessionTokenAtom);
  const setAvatarUrl = useSetAtom(memberAvatarUrlAtom);
  const { data } = useQuery(memberIconQuery(useAtomValue(accountCallsAtom), token));
  const { url } = chosenMemberIcon(data);
  useEffect(() => {
    setAvatarUrl(url);
    return () => setAvatarUrl(undefined);
  }, [url, setAvatarUrl]);
  return null;
}

import { AvatarPicker } from '@sorte/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { failureKind, failureText } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { accountCallsAtom, chosenMemberIcon, memberIconQuery, setMemberIcon } from '../account/index.ts';

/** Security centre: choosing the avatar among the member icon options (§7); the header's dropdown shows the choice. */
export function AvatarSection() {
  const calls = useAtomValue(accountCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const client = useQueryClient();
  const query = memberIconQuery(calls, token);
  const icon = useQuery(query);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationKey: ['member-icon'],
    mutationFn: (id: string) => setMemberIcon(calls, id),
    onSuccess: () => {
      setSaved(true);
      setPicked(undefined);
      void client.invalidateQueries({ queryKey: query.queryKey });
    },
  });
  const options = icon.data?.options ?? [];
  const selectedId = picked ?? chosenMemberIcon(icon.data).id;
  const error = save.error ? failureText(save.error) : undefined;

  return (
    <AvatarPicker
      status={loadStatusOf(icon)}
      {...(icon.isError ? { failure: failureKind(icon.error) } : {})}
      onRetry={() => void icon.refetch()}
      options={options}
      {...(selectedId !== undefined ? { selectedId } : {})}
      onSelect={(id) => {
        setSaved(false);
        save.reset();
        setPicked(id);
      }}
      onSave={(id) => save.mutate(id)}
      saving={save.isPending}
      saved={saved}
      {...(error !== undefined ? { error } : {})}
    />
  );
}

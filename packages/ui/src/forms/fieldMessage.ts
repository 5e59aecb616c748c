import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/** A message from validation (a descriptor, translated here) or from the server (a string, shown as is). */
export type FieldMessage = MessageDescriptor | string;

/** Turns a field message into the text of the active locale. */
export function useMessageText(): (message: FieldMessage) => string {
  const { i18n } = useLingui();
  return useCallback((message) => (typeof message === 'string' ? message : i18n._(message)), [i18n]);
}

/** True when two messages say the same thing (the same descriptor or the same text). */
export function sameMessage(a: FieldMessage | undefined, b: FieldMessage | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.id === b.id && a.message === b.message;
}

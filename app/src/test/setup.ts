import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { messages as enMember } from '../../../locales/en/member.po';
import { messages as enMessages } from '../../../locales/en/messages.po';
import { messages as ptMember } from '../../../locales/pt/member.po';
import { messages as ptMessages } from '../../../locales/pt/messages.po';
import { popupLoaders } from '../layout/PopupHost.tsx';
import { stubImageCodec } from './imageCodec.ts';

// Whole-app journeys on a two-core machine with four workers: a screen that waits on a lazy route and a gateway round
// trip can take longer than Testing Library's default second to appear, and a file's first screen past 5 s (the
// lobby's category bar in a clean-clone CI run; 2.6 s alone).
configure({ asyncUtilTimeout: 15_000 });

beforeAll(async () => {
  // Every catalog up front (the app loads the member area's with its chunks, app/src/i18n/i18n.ts).
  i18n.load({ pt: { ...ptMessages, ...ptMember }, en: { ...enMessages, ...enMember } });
  i18n.activate('pt');
  // The popups are lazy chunks: transform them once before the tests, so the first test of a file does not
  // spend its time budget compiling them while a dialog is opening.
  await Promise.all(Object.values(popupLoaders).map((load) => load()));
}, 60_000);

// happy-dom has no image codec: picked images are re-encoded before they are sent (app/src/lib/imageUpload.ts).
beforeEach(() => stubImageCodec());

afterEach(() => {
  cleanup();
  // The files of a worker share one document: nothing a test left behind (a portal, a toast region) may meet the next.
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

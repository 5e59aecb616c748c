import {
  LANGUAGE_CODES,
  type LanguageCode,
  type LoginSessionKey,
  sessionEntriesAfterLogin,
} from '@sorte/domain';
import { applyScenario, mockDb, type ScenarioPatch } from '@sorte/mocks';
import type { SetupWorker } from 'msw/browser';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { createRoutes } from '../router.tsx';
import { sessionStore } from '../state/browserStorage.ts';
import { languageAtom } from '../state/preferenceAtoms.ts';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import type { AppStore } from '../state/store.ts';
import { ConnectedStory, startSimulatedGateway } from './ConnectedStory.tsx';

/** What a screen story opens: `parameters` of the stories that render `ScreenStory`. */
export interface ScreenParameters {
  /** The URL the memory router starts at. */
  path?: string;
  /** A demo account of the simulated gateway (packages/mocks README), signed in before the first render. */
  account?: string;
  scenario?: ScenarioPatch;
  config?: Partial<RuntimeConfig>;
}

/**
 * Signs an account in on the simulated gateway and leaves what a login leaves in session storage (§3: token,
 * names, isAgent), as a reload after logging in would find it.
 */
export function signIn(store: AppStore, username: string) {
  const account = mockDb.findAccount(username);
  if (!account) throw new Error(`no demo account ${username}`);
  const token = mockDb.openSession(account);
  for (const [key, value] of Object.entries(sessionEntriesAfterLogin({ token, member: account })))
    sessionStore.set(key as LoginSessionKey, value);
  store.set(sessionTokenAtom, token);
}

/**
 * The footer's copyright year comes from `new Date()`: pin what a bare `new Date()` returns so the baselines
 * do not change every January (Date.now and dated constructors stay real).
 */
export function freezeCalendarYear(year: number) {
  const RealDate = globalThis.Date;
  class PinnedDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof RealDate> | []) {
      if (args.length === 0) super(year, 5, 15, 12);
      else super(...(args as ConstructorParameters<typeof RealDate>));
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/**
 * Screens are reviewed with motion reduced (the banner, marquee and winners stand still), so screenshots never
 * catch a slide mid-way; the moving states have their own component stories.
 */
export function reduceMotion() {
  const real = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = real.call(window, query);
    if (!/prefers-reduced-motion:\s*reduce/.test(query)) return list;
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: list.addEventListener.bind(list),
      removeEventListener: list.removeEventListener.bind(list),
      addListener: list.addListener.bind(list),
      removeListener: list.removeListener.bind(list),
      dispatchEvent: list.dispatchEvent.bind(list),
    } as MediaQueryList;
  };
  return () => {
    window.matchMedia = real;
  };
}

/**
 * Stops the clock at `instant` for the page and the simulated gateway alike: a countdown (a PIX code's expiry, a
 * withdrawal's confirmation deadline) then shows the same time in every run, whenever the picture is taken.
 * Timers still run; only what `Date.now` reads stands still.
 */
function pinClock(instant: number) {
  const pinnedDate = globalThis.Date;
  const realNow = pinnedDate.now;
  const realDbNow = mockDb.now;
  pinnedDate.now = () => instant;
  mockDb.now = () => instant;
  return () => {
    pinnedDate.now = realNow;
    mockDb.now = realDbNow;
  };
}

/** The instant a screen story pins the clock to: the periods, countdowns and generated figures alike in every run. */
export const STORY_NOW = Date.UTC(2026, 10, 25, 15, 0, 0);

/** The toolbar's phone viewport, for a story's `globals`. */
export const PHONE = { viewport: { value: 'phone', isRotated: false } };

/**
 * Story `beforeEach` of a screen: a fresh simulated gateway with the story's scenario, a pinned year, no motion, and
 * with `clockAt` the clock pinned at that instant (`pinClock`).
 */
export function prepareScreen(
  context: { msw: SetupWorker; parameters: object },
  { clockAt }: { clockAt?: number } = {},
) {
  startSimulatedGateway(context);
  shownLocation = '';
  const { scenario } = context.parameters as ScreenParameters;
  if (scenario) applyScenario(scenario, mockDb);
  const thawYear = freezeCalendarYear(2026);
  const restoreMotion = reduceMotion();
  const unpinClock = clockAt === undefined ? undefined : pinClock(clockAt);
  return () => {
    unpinClock?.();
    thawYear();
    restoreMotion();
  };
}

/**
 * How long a screen story waits for its page: lazy route chunks and simulated-gateway answers, on a 2-core machine
 * that runs both story projects at once.
 */
export const PAGE_WAIT = { timeout: 10_000 };

// The memory router's URL is not the window's: play functions read it here to check the URL state.
let shownLocation = '';

/** pathname + search + hash the screen story's router is at. */
export function storyLocation() {
  return shownLocation;
}

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    shownLocation = `${pathname}${search}${hash}`;
  }, [pathname, search, hash]);
  return <Outlet />;
}

/** Story `render` of a screen: the whole app at the story's `parameters` (ScreenParameters). */
export function renderScreen(
  _args: unknown,
  { parameters, globals }: { parameters: object; globals: { locale?: string } },
) {
  const { path, account, config } = parameters as ScreenParameters;
  const language = LANGUAGE_CODES.find((code) => code === globals.locale);
  return <ScreenStory path={path} account={account} config={config} language={language} />;
}

/** The whole app (its own routes and layout) at `path`, on the simulated gateway. */
export function ScreenStory({
  path = '/',
  account,
  config,
  language,
}: Omit<ScreenParameters, 'scenario'> & {
  /** The language the toolbar's locale stands for, shown in the language select. */
  language?: LanguageCode;
}) {
  return (
    <ConnectedStory
      routes={() => [{ element: <LocationProbe />, children: createRoutes() }]}
      initialPath={path}
      config={config}
      prepare={(store) => {
        if (language) store.set(languageAtom, language);
        if (account) signIn(store, account);
      }}
    />
  );
}

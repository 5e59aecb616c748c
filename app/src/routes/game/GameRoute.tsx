import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { mandatoryLimitsMessage, needRealAccountMessage } from '@sorte/domain';
import { readLimitRefusal } from '@sorte/gateway/answers';
import { GameFrame, type LoadStatus, useLimitRefusalText } from '@sorte/ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MANDATORY_LIMITS_HREF, useMissingMandatoryLimits } from '../../features/limits/index.ts';
import { launchQuery, useGameLaunch } from '../../features/lobby/index.ts';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { failureText } from '../../lib/errors/failureText.ts';
import { pauseLockMessage, pauseRefusalOf } from '../../lib/pauses/pauseText.ts';
import { paths } from '../../paths.ts';
import { isTrialAtom } from '../../state/sessionAtoms.ts';

/**
 * The game pages of spec §2 (/seamless and the lottery game pages): the launched game in a frame from an
 * allowlisted host, with back, reload (a fresh launch) and fullscreen. No side menu (the layout hides it).
 */
export function GameRoute() {
  const { t, i18n } = useLingui();
  const textOf = (text: string | MessageDescriptor) => (typeof text === 'string' ? text : i18n._(text));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = useMemo(() => launchQuery(search), [search]);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<string | null>(null);
  // Issue 26 item 2 under Brazil's rules: no game until the mandatory limits are set (the launch waits for them).
  const mandatory = useMissingMandatoryLimits();
  // §6: a trial account plays free trials only; a game's own address opened in play mode asks for a real account.
  const needsRealAccount = useAtomValue(isTrialAtom) && !(query?.kind === 'game' && query.mode === 'trial');
  const limitsMissing = !needsRealAccount && mandatory.missing.length > 0;
  const launch = useGameLaunch(query, attempt, needsRealAccount || !mandatory.known || limitsMissing);
  // Issue 26 items 2 and 6: a launch refused for a loss, stake or playing-time limit says which, and when it resets.
  const limitText = useLimitRefusalText({ currency: useAtomValue(moneyCurrencyAtom) });
  const limitRefusal = launch.status === 'error' ? readLimitRefusal(launch.error) : null;
  const locale = useAtomValue(formatLocaleAtom);
  // Issue 26 item 5: a launch refused for a pause says why and until when.
  const pause = launch.status === 'error' ? pauseRefusalOf(launch.error) : null;

  const src = launch.status === 'ready' ? launch.url : null;
  const status: LoadStatus =
    needsRealAccount || limitsMissing
      ? 'error'
      : launch.status === 'ready'
        ? loaded === launch.url
          ? 'ready'
          : 'loading'
        : launch.status === 'loading'
          ? 'loading'
          : 'error';
  const errorMessage = needsRealAccount
    ? textOf(needRealAccountMessage)
    : limitsMissing
      ? textOf(mandatoryLimitsMessage(mandatory.missing))
      : launch.status === 'refused'
        ? t`O endereço deste jogo não é de um provedor autorizado, por isso ele não foi aberto.`
        : pause
          ? textOf(pauseLockMessage(pause, locale))
          : limitRefusal
            ? limitText(limitRefusal)
            : launch.status === 'error' && launch.error
              ? textOf(failureText(launch.error))
              : undefined;

  return (
    <GameFrame
      title={query?.name || t`Jogo`}
      src={src}
      status={status}
      errorMessage={errorMessage}
      {...(needsRealAccount
        ? { errorAction: { label: t`Cadastrar`, href: paths.register.path }, renderLink: renderRouterLink }
        : limitsMissing
          ? {
              errorAction: { label: t`Definir os meus limites`, href: MANDATORY_LIMITS_HREF },
              renderLink: renderRouterLink,
            }
          : {})}
      frameKey={attempt}
      onFrameLoad={() => setLoaded(src)}
      onBack={() => {
        if (window.history.length > 1) void navigate(-1);
        else void navigate('/');
      }}
      onReload={() => {
        setLoaded(null);
        setAttempt((n) => n + 1);
      }}
      onFullscreen={(element) => void element.requestFullscreen?.().catch(() => undefined)}
    />
  );
}

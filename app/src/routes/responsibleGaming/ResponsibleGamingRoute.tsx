import { useLingui } from '@lingui/react/macro';
import { NATIONAL_SELF_EXCLUSION_URL, type SelfTestAnswer, selfTestResult } from '@sorte/domain';
import { ResponsibleGamingPage } from '@sorte/ui/content';
import { useState } from 'react';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { memberPath } from '../../paths.ts';
import * as styles from '../home/HomeRoute.css.ts';

const NO_ANSWERS: readonly (SelfTestAnswer | null)[] = Array(9).fill(null);

/**
 * The "Jogo responsável" page (issue 26 item 5), one tap from every page's footer: the player's tools in the
 * limits centre (a visitor is asked to log in first), the warning signs, the self-test (its answers stay in this
 * page's state: never sent, never stored), where to get help and the national self-exclusion platform.
 */
export function ResponsibleGamingRoute() {
  const { t } = useLingui();
  const [answers, setAnswers] = useState(NO_ANSWERS);
  const limits = memberPath('playerLimits');
  const tools = [
    {
      id: 'limits',
      label: t`Limites de depósito, perda e apostas`,
      href: limits,
      description: t`Por dia, semana ou mês. Reduzir vale na hora; aumentar só depois de 24 horas e da sua confirmação.`,
    },
    {
      id: 'sessionTime',
      label: t`Tempo de jogo e lembrete de sessão`,
      href: `${limits}?kind=sessionTime`,
      description: t`Um limite de tempo e um aviso com a duração e o resultado da sessão, a cada 15 a 120 minutos.`,
    },
    {
      id: 'pause',
      label: t`Pausa e autoexclusão`,
      href: limits,
      description: t`Uma pausa de 24 horas, 7 ou 30 dias, ou a autoexclusão de 6 meses a indefinida. Nada as encurta; o saque continua disponível.`,
    },
  ];
  return (
    <div className={styles.page}>
      <ResponsibleGamingPage
        tools={tools}
        nationalExclusionHref={NATIONAL_SELF_EXCLUSION_URL}
        answers={answers}
        result={selfTestResult(answers)}
        onAnswer={(question, answer) =>
          setAnswers((previous) => previous.map((value, index) => (index === question ? answer : value)))
        }
        onRestartTest={() => setAnswers(NO_ANSWERS)}
        renderLink={renderRouterLink}
      />
    </div>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SELF_TEST_ANSWERS, type SelfTestAnswer, type SelfTestResult } from '@sorte/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { type RenderShellLink, ShellLink, type ShellLinkItem } from '../../layout/ShellLink/index.ts';
import * as styles from './ResponsibleGamingPage.css.ts';

export interface ResponsibleGamingTool extends ShellLinkItem {
  /** What the tool does, already translated. */
  description: string;
}

export interface ResponsibleGamingPageProps {
  /** The player's own tools (limits, reality check, break, self-exclusion), each a link the app builds. */
  tools: readonly ResponsibleGamingTool[];
  /** The national self-exclusion platform (gov.br/autoexclusaoapostas). */
  nationalExclusionHref: string;
  /** The self-test's answers, one per question (null: not answered yet). */
  answers: readonly (SelfTestAnswer | null)[];
  /** The domain's `selfTestResult(answers)`. */
  result: SelfTestResult;
  onAnswer: (question: number, answer: SelfTestAnswer) => void;
  onRestartTest: () => void;
  renderLink?: RenderShellLink;
}

/**
 * The "Jogo responsável" page (issue 26 item 5): the player's tools, the warning signs, a self-test (PGSI), where
 * to get help and the national self-exclusion platform. Stateless: the answers and their result come in.
 */
export function ResponsibleGamingPage({
  tools,
  nationalExclusionHref,
  answers,
  result,
  onAnswer,
  onRestartTest,
  renderLink,
}: ResponsibleGamingPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const toolsId = useId();
  const signsId = useId();
  const testId = useId();
  const helpId = useId();
  const nationalId = useId();
  const newTab = <span className={styles.hidden}> {t`(abre em uma nova aba)`}</span>;

  const signs = [
    t`Você joga mais do que planejava, ou por mais tempo.`,
    t`Você aposta de novo para recuperar o que perdeu.`,
    t`Você pega dinheiro emprestado ou deixa contas sem pagar para jogar.`,
    t`Você esconde da família ou dos amigos quanto joga.`,
    t`Você fica irritado ou ansioso quando tenta jogar menos.`,
    t`O jogo atrapalha o trabalho, os estudos, o sono ou as relações.`,
  ];
  const questions = [
    t`Você apostou mais do que podia perder?`,
    t`Você precisou apostar valores maiores para sentir a mesma emoção?`,
    t`Você voltou outro dia para tentar recuperar o dinheiro que perdeu?`,
    t`Você pegou dinheiro emprestado ou vendeu algo para apostar?`,
    t`Você sentiu que pode ter um problema com apostas?`,
    t`As apostas lhe causaram problemas de saúde, como estresse ou ansiedade?`,
    t`Alguém criticou suas apostas ou disse que você tem um problema com jogo?`,
    t`As apostas causaram problemas financeiros para você ou sua casa?`,
    t`Você se sentiu culpado pela forma como aposta ou pelo que acontece quando aposta?`,
  ];
  const answerLabels: Record<SelfTestAnswer, string> = {
    0: t`Nunca`,
    1: t`Às vezes`,
    2: t`Na maioria das vezes`,
    3: t`Quase sempre`,
  };
  const bandText = result.complete
    ? {
        none: t`Nenhum sinal de risco nas suas respostas. Continue usando os limites para manter o jogo como diversão.`,
        low: t`Risco baixo. Fique atento aos sinais e defina limites de depósito e de tempo.`,
        moderate: t`Risco moderado. Defina limites agora, considere uma pausa e converse com alguém de confiança.`,
        problem: t`Suas respostas indicam jogo problemático. Recomendamos uma pausa ou a autoexclusão e procurar ajuda, gratuita e sigilosa.`,
      }[result.band]
    : null;

  return (
    <article className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          <Trans>Jogo responsável</Trans>
        </h1>
        <p className={styles.lead}>
          <span className={styles.ageBadge} role="img" aria-label={t`Apenas maiores de 18 anos`} dir="ltr">
            18+
          </span>{' '}
          <Trans>
            Jogar é entretenimento, não uma forma de ganhar dinheiro. Jogue só com o que pode perder e pare
            quando deixar de ser divertido.
          </Trans>
        </p>
      </header>

      <section className={styles.section} aria-labelledby={toolsId}>
        <h2 id={toolsId} className={styles.heading}>
          <Trans>Suas ferramentas</Trans>
        </h2>
        <ul className={styles.tools}>
          {tools.map((tool) => (
            <li key={tool.id} className={styles.tool}>
              <ShellLink item={tool} renderLink={renderLink} className={styles.toolLink} />
              <p className={styles.toolText}>{tool.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby={signsId}>
        <h2 id={signsId} className={styles.heading}>
          <Trans>Sinais de alerta</Trans>
        </h2>
        <ul className={styles.signs}>
          {signs.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby={testId}>
        <h2 id={testId} className={styles.heading}>
          <Trans>Autoavaliação</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            Nove perguntas sobre os últimos 12 meses. As respostas ficam só neste aparelho e não são enviadas.
          </Trans>
        </p>
        <ol className={styles.questions}>
          {questions.map((question, index) => (
            <li key={question}>
              <fieldset className={styles.question}>
                <legend className={styles.questionText}>
                  {index + 1}. {question}
                </legend>
                <div className={styles.answers}>
                  {SELF_TEST_ANSWERS.map((answer) => (
                    <label key={answer} className={styles.answer}>
                      <input
                        type="radio"
                        name={`${testId}-${index}`}
                        checked={answers[index] === answer}
                        onChange={() => onAnswer(index, answer)}
                      />
                      {answerLabels[answer]}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className={styles.result} role="status">
          {result.complete ? (
            <>
              <p className={styles.resultScore}>
                <Trans>
                  Sua pontuação: {result.score} de {questions.length * 3}
                </Trans>
              </p>
              <p className={styles.text}>{bandText}</p>
              <Button tone="secondary" size="small" onClick={onRestartTest}>
                <Trans>Refazer o teste</Trans>
              </Button>
            </>
          ) : (
            <p className={styles.text}>
              <Plural
                value={result.unanswered.length}
                one="Falta # pergunta para ver o resultado."
                other="Faltam # perguntas para ver o resultado."
              />
            </p>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby={helpId}>
        <h2 id={helpId} className={styles.heading}>
          <Trans>Onde buscar ajuda</Trans>
        </h2>
        <ul className={styles.signs}>
          <li>
            <Trans>
              CVV, Centro de Valorização da Vida: ligue <a href="tel:188">188</a>, grátis, 24 horas por dia.
            </Trans>
          </li>
          <li>
            <Trans>CAPS, Centros de Atenção Psicossocial do SUS: atendimento gratuito perto de você.</Trans>
          </li>
          <li>
            <Trans>Jogadores Anônimos: grupos de apoio de quem já passou por isso.</Trans>
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby={nationalId}>
        <h2 id={nationalId} className={styles.heading}>
          <Trans>Autoexclusão nacional</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            Na plataforma do governo você se exclui de todas as casas de apostas autorizadas no Brasil de uma
            só vez.
          </Trans>
        </p>
        <a className={styles.external} href={nationalExclusionHref} target="_blank" rel="noopener noreferrer">
          <Trans>Plataforma nacional de autoexclusão (gov.br)</Trans>
          {newTab}
        </a>
      </section>
    </article>
  );
}

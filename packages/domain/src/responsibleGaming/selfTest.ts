// The "Jogo responsável" page's self-test (issue 26 item 5): the nine questions of the Problem Gambling Severity
// Index (PGSI; Ferris & Wynne, 2001), each over the last 12 months, answered never (0), sometimes (1), most of the
// time (2) or almost always (3). The score is the sum; its bands are the index's own. The questions' words live
// with the page (translated); here, their count, the answers' scores and the bands.

export const SELF_TEST_QUESTION_COUNT = 9;

export type SelfTestAnswer = 0 | 1 | 2 | 3;
export const SELF_TEST_ANSWERS: readonly SelfTestAnswer[] = [0, 1, 2, 3];

/** PGSI bands: 0 no problem, 1–2 low risk, 3–7 moderate risk, 8 and above problem gambling. */
export type SelfTestBand = 'none' | 'low' | 'moderate' | 'problem';

export type SelfTestResult =
  | { complete: false; unanswered: number[] }
  | { complete: true; score: number; band: SelfTestBand };

export function selfTestBand(score: number): SelfTestBand {
  if (score >= 8) return 'problem';
  if (score >= 3) return 'moderate';
  return score >= 1 ? 'low' : 'none';
}

/** The result once every question has an answer; until then, the questions (0-based) still unanswered. */
export function selfTestResult(answers: readonly (SelfTestAnswer | null | undefined)[]): SelfTestResult {
  const unanswered: number[] = [];
  let score = 0;
  for (let question = 0; question < SELF_TEST_QUESTION_COUNT; question++) {
    const answer = answers[question];
    if (answer === null || answer === undefined) unanswered.push(question);
    else score += answer;
  }
  return unanswered.length > 0
    ? { complete: false, unanswered }
    : { complete: true, score, band: selfTestBand(score) };
}

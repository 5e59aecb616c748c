import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type CustomRangeProblem, MAX_CUSTOM_RANGE_DAYS } from './periods.ts';

/** What is wrong with a typed custom range, in the player's words. */
export function customRangeMessage(problem: CustomRangeProblem): MessageDescriptor {
  switch (problem) {
    case 'missing':
      return msg`Escolha a data inicial e a final`;
    case 'invalid':
      return msg`Insira datas válidas`;
    case 'startAfterEnd':
      return msg`A data inicial deve ser anterior ou igual à final`;
    case 'future':
      return msg`A data final não pode ser no futuro`;
    case 'tooLong':
      return msg`Escolha no máximo ${MAX_CUSTOM_RANGE_DAYS} dias`;
  }
}

import { describe, expect, it } from 'vitest';
import { inputRequiredMessage } from '../validation/messages.ts';
import { twoStepCodeFormatMessage, twoStepCodeOf, twoStepCodeProblem } from './twoStep.ts';

describe('issue 23 item 5 two-step code', () => {
  it('asks for exactly six digits, spaces allowed', () => {
    expect(twoStepCodeProblem('')).toBe(inputRequiredMessage);
    expect(twoStepCodeProblem('12345')).toBe(twoStepCodeFormatMessage);
    expect(twoStepCodeProblem('12a456')).toBe(twoStepCodeFormatMessage);
    expect(twoStepCodeProblem('123 456')).toBeNull();
    expect(twoStepCodeOf(' 123 456 ')).toBe('123456');
  });
});

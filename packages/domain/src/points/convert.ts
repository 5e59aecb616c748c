import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// §7 passwordCheck/MCS2_convertPoint: points to main-wallet balance, within the minimum and step of the point
// config (MCS2_getPointConfig). Points have no expiry (§9).

export interface PointConversionRule {
  /** The fewest points one conversion takes. */
  min: number;
  /** Points convert in multiples of this. */
  step: number;
  /** Points worth one unit of money. */
  pointsPerUnit: number;
}

export type ConvertProblem = 'required' | 'invalid' | 'below-minimum' | 'not-a-step' | 'above-balance';

/** Whole points as typed (digits, with the locale's grouping allowed), or null. */
export function parsePointsInput(text: string): number | null {
  const digits = text.replace(/[\s.,\u00a0\u202f']/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

export function convertProblem(
  text: string,
  rule: PointConversionRule,
  balance: number,
): ConvertProblem | null {
  if (text.trim() === '') return 'required';
  const points = parsePointsInput(text);
  if (points === null || points <= 0) return 'invalid';
  if (points < rule.min) return 'below-minimum';
  if (points % rule.step !== 0) return 'not-a-step';
  if (points > balance) return 'above-balance';
  return null;
}

/** The money a number of points is worth (rounded down to the cent: never more than the gateway pays). */
export function pointsToMoney(points: number, rule: PointConversionRule): number {
  return Math.floor((points / rule.pointsPerUnit) * 100) / 100;
}

/** The most points that can convert now: the balance down to a step, or 0 below the minimum. */
export function maxConvertiblePoints(balance: number, rule: PointConversionRule): number {
  const most = Math.floor(balance / rule.step) * rule.step;
  return most >= rule.min ? most : 0;
}

export function convertProblemMessage(problem: ConvertProblem, rule: PointConversionRule): MessageDescriptor {
  const { min, step } = rule;
  switch (problem) {
    case 'required':
      return msg`Insira quantos pontos converter`;
    case 'invalid':
      return msg`Insira um número inteiro de pontos`;
    case 'below-minimum':
      return msg`O mínimo para converter é ${min} pontos`;
    case 'not-a-step':
      return msg`Converta em múltiplos de ${step} pontos`;
    case 'above-balance':
      return msg`Você não tem pontos suficientes`;
  }
}

import { describe, expect, it } from 'vitest';
import { PROMOTION_STATUSES } from '../constants.ts';
import { rewardAction, rewardTone, statusAfterAction } from './rewardCentre.ts';

describe('§4 Promotion statuses: the action each allows', () => {
  it.each([
    ['JOIN', false, 'join'],
    ['JOIN', true, 'apply'],
    ['CLAIM', false, 'claim'],
    ['CLAIM', true, 'claim'],
    ['REJECTED', true, 'viewReason'],
    ['APPLYING', true, null],
    ['PROCESS', false, null],
    ['ISSUED', false, null],
    ['CLAIMED', false, null],
    ['JOINED', false, null],
    ['COMING_SOON', false, null],
    ['CLOSE', true, null],
  ] as const)('%s (application: %s) → %s', (status, needsApplication, action) => {
    expect(rewardAction(status, needsApplication)).toBe(action);
  });

  it('gives every one of the ten statuses a tone', () => {
    expect(PROMOTION_STATUSES.map(rewardTone)).toEqual([
      'open',
      'open',
      'pending',
      'refused',
      'done',
      'done',
      'pending',
      'done',
      'unavailable',
      'unavailable',
    ]);
  });

  it('moves to Joined, Applying or Claimed after the action', () => {
    expect(statusAfterAction('join')).toBe('JOINED');
    expect(statusAfterAction('apply')).toBe('APPLYING');
    expect(statusAfterAction('claim')).toBe('CLAIMED');
    for (const action of ['join', 'apply', 'claim'] as const) {
      const after = statusAfterAction(action);
      expect(rewardAction(after, action === 'apply')).toBeNull();
    }
  });
});

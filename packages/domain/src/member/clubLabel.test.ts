import { describe, expect, it } from 'vitest';
import { clubVip } from './clubLabel.ts';

describe('§2 Member dropdown: VIP level only when the club label type is AUTO', () => {
  it.each([
    ['AUTO', {}],
    [' auto ', {}],
    ['MANUAL', null],
    [undefined, null],
    [null, null],
    [7, null],
    [
      { type: 'AUTO', level: 3, name: 'VIP 3' },
      { level: 3, name: 'VIP 3' },
    ],
    [{ labelType: 'auto', vipLevel: '2' }, { level: 2 }],
    [{ type: 'AUTO', labelName: 'Ouro' }, { name: 'Ouro' }],
    [{ type: 'MANUAL', level: 3 }, null],
    [{ type: 'AUTO', level: 'x' }, {}],
  ])('%j → %j', (clubLabel, vip) => {
    expect(clubVip(clubLabel)).toEqual(vip);
  });
});

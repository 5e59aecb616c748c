import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRedEnvelope, RED_ENVELOPE_TYPES, redEnvelopes } from './redEnvelopes.ts';

describe('§2 Red Envelope: the public promotions whose promotionType is a red-envelope type (our reading)', () => {
  it.each([
    ['RED_ENVELOPE', true],
    ['red envelope', true],
    ['Red-Envelope', true],
    ['REDENVELOPE', true],
    ['hongbao', true],
    ['RED_PACKET', true],
    ['RAFFLE', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('promotionType %j → %s', (promotionType, expected) => {
    expect(isRedEnvelope({ promotionType })).toBe(expected);
  });

  it("the operator's own types (config redEnvelopeTypes) replace the defaults", () => {
    expect(isRedEnvelope({ promotionType: 'LUCKY_BAG' }, ['lucky bag'])).toBe(true);
    expect(isRedEnvelope({ promotionType: 'RED_ENVELOPE' }, ['LUCKY_BAG'])).toBe(false);
    expect(isRedEnvelope({ promotionType: 'RED_ENVELOPE' }, [])).toBe(false);
  });

  it('keeps the gateway order and drops the rest', () => {
    const list = [
      { id: 1, promotionType: 'DEPOSIT' },
      { id: 2, promotionType: 'RED_ENVELOPE' },
      { id: 3 },
      { id: 4, promotionType: 'hongbao' },
    ];
    expect(redEnvelopes(list).map((p) => p.id)).toEqual([2, 4]);
    expect(redEnvelopes(null)).toEqual([]);
  });

  it('property: the result is the sublist of promotions each of which is a red envelope', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            promotionType: fc.option(fc.oneof(fc.constantFrom(...RED_ENVELOPE_TYPES), fc.string())),
          }),
        ),
        (list) => {
          const out = redEnvelopes(list);
          expect(out.every((p) => isRedEnvelope(p))).toBe(true);
          expect(out.length).toBe(list.filter((p) => isRedEnvelope(p)).length);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';

describe('§5 Message texts', () => {
  const descriptors = Object.entries(messages).flatMap(([name, value]) =>
    typeof value === 'function' ? [[name, value(6, 20)] as const] : [[name, value] as const],
  );

  it('there is one message per §5 text (14), each with its own id', () => {
    expect(descriptors).toHaveLength(14);
    expect(new Set(descriptors.map(([, descriptor]) => descriptor.id)).size).toBe(14);
  });

  it.each(descriptors)('%s has an id and a Portuguese source text', (_name, descriptor) => {
    expect(descriptor.id).toMatch(/\S/);
    expect(descriptor.message).toMatch(/\S/);
  });

  it("'Please fill in your password with (min) - (max) characters' carries min and max as values", () => {
    expect(messages.passwordLengthMessage(6, 20)).toMatchObject({ values: { min: 6, max: 20 } });
    expect(messages.passwordLengthMessage(6, 20).message).toMatch(/\{min\}.*\{max\}/);
  });
});

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import * as messages from './registerMessages.ts';

const pt = setupI18n({ locale: 'pt', messages: { pt: {} } });

describe('account form texts', () => {
  it('each is a distinct pt source text', () => {
    const descriptors = Object.values(messages).map((value) =>
      typeof value === 'function' ? value(18) : value,
    );
    expect(descriptors).toHaveLength(4);
    expect(new Set(descriptors.map((d) => d.id)).size).toBe(4);
  });

  it('the age texts carry the age', () => {
    expect(pt._(messages.ageConfirmationMessage(18))).toBe('Confirme que você tem 18 anos ou mais');
    expect(pt._(messages.underageMessage(21))).toBe('Você precisa ter 21 anos ou mais para se cadastrar');
  });
});

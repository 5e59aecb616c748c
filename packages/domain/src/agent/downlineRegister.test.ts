import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegisterSettingsInput } from '../validation/register.ts';
import { downlineRegisterLayout, validateDownline } from './downlineRegister.ts';

const settings: RegisterSettingsInput = {
  fields: {
    username: {
      enabled: true,
      required: true,
      validation: { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16, patternId: '1' },
    },
    password: {
      enabled: true,
      required: true,
      validation: {
        acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
        minLength: 8,
        maxLength: 20,
        patternId: '5',
      },
    },
    confirmPassword: { enabled: true, required: true },
    mobileNum: { enabled: true, required: true },
    nickname: {
      enabled: true,
      required: true,
      validation: { acceptedPattern: '*', minLength: 2, maxLength: 20, patternId: '' },
    },
    referralCode: { enabled: true, required: true },
    captcha: { enabled: true, required: true },
  },
};

describe('§2 registerCenter: the downline registration form', () => {
  it("keeps the register settings' fields, less captcha, invitation code and phone", () => {
    const names = downlineRegisterLayout(settings).fields.map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(['username', 'password', 'confirmPassword', 'nickname']));
    for (const gone of ['captcha', 'referralCode', 'mobileNum', 'countryDialingCode', 'verificationCode'])
      expect(names).not.toContain(gone);
    expect(downlineRegisterLayout(null).fields.map((field) => field.name)).toEqual([
      'username',
      'password',
      'confirmPassword',
    ]);
  });

  it('applies the settings patterns, without asking the agent for the terms or age', () => {
    const layout = downlineRegisterLayout(settings);
    const good = {
      username: 'novato77',
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      nickname: 'Novo',
    };
    expect(validateDownline(layout, good)).toEqual({ ok: true });
    const bad = validateDownline(layout, { ...good, username: '7abc', confirmPassword: 'x', nickname: '' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['confirmPassword', 'nickname', 'username']);
  });

  it('never accepts a username the settings pattern refuses', () => {
    const layout = downlineRegisterLayout(settings);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (username) => {
        const result = validateDownline(layout, {
          username,
          password: 'Senha1234',
          confirmPassword: 'Senha1234',
          nickname: 'Novo',
        });
        const accepted =
          /^[A-Za-z][A-Za-z0-9]*$/.test(username.trim()) &&
          username.trim().length >= 6 &&
          username.trim().length <= 16;
        if (!accepted) expect(result.ok).toBe(false);
      }),
    );
  });
});

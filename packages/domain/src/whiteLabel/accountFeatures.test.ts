import { describe, expect, it } from 'vitest';
import { WHITE_LABEL_SWITCHES, type WhiteLabelSwitch } from '../constants.ts';
import { canFreePlay } from '../session/freePlay.ts';
import { type AccountFeatures, accountFeatures, NO_ACCOUNT_FEATURES } from './accountFeatures.ts';
import { enabledModules } from './whiteLabel.ts';

const only = (...names: WhiteLabelSwitch[]) => new Set<string>(names);
const allOn = new Set<string>(WHITE_LABEL_SWITCHES);

describe('§6 white-label switch matrix: the account features', () => {
  it('every switch off: username registration only, e-mail recovery only, nothing else', () => {
    expect(NO_ACCOUNT_FEATURES).toEqual<AccountFeatures>({
      registerTabs: ['username'],
      showRegisterTabRow: false,
      mobileRegistrationWithPassword: false,
      registerSmsVerification: false,
      smsLogin: false,
      forgotPasswordTabs: ['email'],
      defaultForgotPasswordTab: 'email',
      freePlay: false,
      forcePasswordChangeOnExpiry: false,
      agentPolicy: false,
      pointMall: false,
    });
  });

  /** Each switch alone, and the features it turns on (everything else stays as with no switch). */
  const EFFECTS: Record<WhiteLabelSwitch, Partial<AccountFeatures>> = {
    MOBILENUMREG3: { registerTabs: ['username', 'mobile'], showRegisterTabRow: true },
    MOBILENUMPASSREG3: {
      registerTabs: ['username', 'mobile'],
      showRegisterTabRow: true,
      mobileRegistrationWithPassword: true,
    },
    REGMOBVERF3: { registerSmsVerification: true },
    MOBILEVERCODELOGIN3: { smsLogin: true, forgotPasswordTabs: ['email', 'mobile'] },
    CHNGPASSVERIF3: { forgotPasswordTabs: ['email', 'mobile'], defaultForgotPasswordTab: 'mobile' },
    FREEPLAY3: { freePlay: true },
    PWDEXPFORCECHANGE3: { forcePasswordChangeOnExpiry: true },
    AGENTPOLICY3: { agentPolicy: true },
    PTSYS3: { pointMall: true },
  };

  it('the matrix covers every §6 switch', () => {
    expect(Object.keys(EFFECTS).sort()).toEqual([...WHITE_LABEL_SWITCHES].sort());
  });

  it.each(WHITE_LABEL_SWITCHES)('%s alone', (name) => {
    expect(accountFeatures(only(name))).toEqual({ ...NO_ACCOUNT_FEATURES, ...EFFECTS[name] });
    // the record form reads the same
    expect(accountFeatures({ [name]: true })).toEqual(accountFeatures(only(name)));
  });

  it.each(WHITE_LABEL_SWITCHES)('every switch on except %s: only its own features change', (name) => {
    const features = accountFeatures(new Set([...allOn].filter((s) => s !== name)));
    const all = accountFeatures(allOn);
    const changed = (Object.keys(all) as (keyof AccountFeatures)[]).filter(
      (key) => JSON.stringify(all[key]) !== JSON.stringify(features[key]),
    );
    const expected: Record<WhiteLabelSwitch, (keyof AccountFeatures)[]> = {
      // MOBILENUMPASSREG3 alone keeps the mobile tab
      MOBILENUMREG3: [],
      MOBILENUMPASSREG3: ['mobileRegistrationWithPassword'],
      REGMOBVERF3: ['registerSmsVerification'],
      // CHNGPASSVERIF3 alone keeps the phone method
      MOBILEVERCODELOGIN3: ['smsLogin'],
      CHNGPASSVERIF3: ['defaultForgotPasswordTab'],
      FREEPLAY3: ['freePlay'],
      PWDEXPFORCECHANGE3: ['forcePasswordChangeOnExpiry'],
      AGENTPOLICY3: ['agentPolicy'],
      PTSYS3: ['pointMall'],
    };
    expect(changed).toEqual(expected[name]);
  });

  it('no mobile tab without both mobile-registration switches; no phone recovery without both phone switches', () => {
    const off = (...names: WhiteLabelSwitch[]) =>
      new Set([...allOn].filter((s) => !names.includes(s as never)));
    expect(accountFeatures(off('MOBILENUMREG3', 'MOBILENUMPASSREG3'))).toMatchObject({
      registerTabs: ['username'],
      showRegisterTabRow: false,
    });
    expect(accountFeatures(off('MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3'))).toMatchObject({
      forgotPasswordTabs: ['email'],
      defaultForgotPasswordTab: 'email',
    });
  });

  it('§2 forgot password: mobile is the default when CHNGPASSVERIF3 is on', () => {
    expect(accountFeatures(allOn)).toMatchObject({
      forgotPasswordTabs: ['email', 'mobile'],
      defaultForgotPasswordTab: 'mobile',
    });
    const withoutIt = new Set([...allOn].filter((s) => s !== 'CHNGPASSVERIF3'));
    expect(accountFeatures(withoutIt)).toMatchObject({
      forgotPasswordTabs: ['email', 'mobile'],
      defaultForgotPasswordTab: 'email',
    });
  });

  it('reads the module tree through enabledModules (a disabled parent switches its children off)', () => {
    const tree = [
      {
        modId: 'REGISTER',
        enabled: true,
        childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: 1 }],
      },
      { modId: 'LOGIN', enabled: false, childrenNodes: [{ modId: 'FREEPLAY3', enabled: true }] },
    ];
    const features = accountFeatures(enabledModules(tree));
    expect(features.registerTabs).toEqual(['username', 'mobile']);
    expect(features.freePlay).toBe(false);
    expect(canFreePlay(enabledModules(tree))).toBe(false);
    expect(canFreePlay({ FREEPLAY3: true })).toBe(true);
  });

  it('only true counts in the record form', () => {
    expect(accountFeatures({ FREEPLAY3: 1 as never, PTSYS3: 'true' as never }).freePlay).toBe(false);
  });
});

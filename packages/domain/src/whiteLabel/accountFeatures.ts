import type { WhiteLabelSwitch } from '../constants.ts';

/** Register popup tabs (§2): by username, and by mobile number when a mobile-registration switch is on. */
export type RegisterTab = 'username' | 'mobile';
/** Forgot-password popup tabs (§2): e-mail, and mobile when the phone method is enabled. */
export type ForgotPasswordTab = 'email' | 'mobile';

/** The switches as a set of enabled module ids (`enabledModules`) or a record of flags. */
export type SwitchSource = ReadonlySet<string> | Readonly<Partial<Record<WhiteLabelSwitch, boolean>>>;

function reader(source: SwitchSource): (name: WhiteLabelSwitch) => boolean {
  if (typeof (source as ReadonlySet<string>).has === 'function') {
    const set = source as ReadonlySet<string>;
    return (name) => set.has(name);
  }
  const record = source as Readonly<Partial<Record<WhiteLabelSwitch, boolean>>>;
  return (name) => record[name] === true;
}

/**
 * What each §6 white-label switch does to the account screens. Interpretations where the spec only names a
 * switch are marked "reading":
 * - MOBILENUMREG3: the mobile-number registration tab (reading: mobile number + SMS code, no password).
 * - MOBILENUMPASSREG3: the mobile-number registration tab with a password (reading: mobile + password).
 *   Either switch shows the mobile tab (§2); with MOBILENUMPASSREG3 the tab asks for a password.
 * - REGMOBVERF3: an SMS verification code is required to register (§5 "verification code when SMS is enabled").
 * - MOBILEVERCODELOGIN3: the login popup's mobile-number tab (SMS-code login, §2).
 * - CHNGPASSVERIF3: the forgot-password popup opens on the mobile tab (§2).
 *   The mobile tab exists when "the phone method is enabled" (reading: CHNGPASSVERIF3 or MOBILEVERCODELOGIN3).
 * - FREEPLAY3: free play, POST /wps/session/login/freeplay, which opens a trial session (§6).
 * - PWDEXPFORCECHANGE3: an expired password forces the change-password modal (§4, `decideAfterLogin`).
 * - AGENTPOLICY3: reading: the agent policy (terms for agents) is shown on the agent landing /agent.
 * - PTSYS3: the points system (point mall in the member dropdown, §2).
 */
export interface AccountFeatures {
  registerTabs: readonly RegisterTab[];
  /** The register tab row appears only when there is more than one tab. */
  showRegisterTabRow: boolean;
  /** MOBILENUMPASSREG3: the mobile registration tab asks for a password (and its confirmation). */
  mobileRegistrationWithPassword: boolean;
  /** REGMOBVERF3: registration needs an SMS verification code. */
  registerSmsVerification: boolean;
  /** MOBILEVERCODELOGIN3: login by mobile number and SMS code (the login tab row appears). */
  smsLogin: boolean;
  forgotPasswordTabs: readonly ForgotPasswordTab[];
  defaultForgotPasswordTab: ForgotPasswordTab;
  /** FREEPLAY3 */
  freePlay: boolean;
  /** PWDEXPFORCECHANGE3 */
  forcePasswordChangeOnExpiry: boolean;
  /** AGENTPOLICY3 */
  agentPolicy: boolean;
  /** PTSYS3 */
  pointMall: boolean;
}

export function accountFeatures(source: SwitchSource): AccountFeatures {
  const on = reader(source);
  const mobileRegistration = on('MOBILENUMREG3') || on('MOBILENUMPASSREG3');
  const registerTabs: RegisterTab[] = mobileRegistration ? ['username', 'mobile'] : ['username'];
  const phoneMethod = on('CHNGPASSVERIF3') || on('MOBILEVERCODELOGIN3');
  const forgotPasswordTabs: ForgotPasswordTab[] = phoneMethod ? ['email', 'mobile'] : ['email'];
  return {
    registerTabs,
    showRegisterTabRow: registerTabs.length > 1,
    mobileRegistrationWithPassword: on('MOBILENUMPASSREG3'),
    registerSmsVerification: on('REGMOBVERF3'),
    smsLogin: on('MOBILEVERCODELOGIN3'),
    forgotPasswordTabs,
    defaultForgotPasswordTab: phoneMethod && on('CHNGPASSVERIF3') ? 'mobile' : 'email',
    freePlay: on('FREEPLAY3'),
    forcePasswordChangeOnExpiry: on('PWDEXPFORCECHANGE3'),
    agentPolicy: on('AGENTPOLICY3'),
    pointMall: on('PTSYS3'),
  };
}

/** Every switch off: what a site without white-label settings (or before they load) offers. */
export const NO_ACCOUNT_FEATURES: AccountFeatures = accountFeatures(new Set<string>());

import {
  type RegisterField,
  type RegisterLayout,
  type RegisterSettingsInput,
  type RegisterValues,
  registerLayout,
  type ValidateRegisterOptions,
  validateRegister,
} from '../validation/register.ts';

/**
 * Fields of the register form that a downline registration leaves out (reading of §2 registerCenter): the agent is
 * logged in (no captcha), is the upline (no invitation code), and binds no phone for the player (no SMS code to
 * receive; the player binds a mobile later in the security centre).
 */
const NOT_FOR_DOWNLINES: ReadonlySet<RegisterField> = new Set([
  'captcha',
  'verificationCode',
  'referralCode',
  'countryDialingCode',
  'mobileNum',
]);

/** The downline registration form: the register settings' username-tab fields and rules, less the ones above. */
export function downlineRegisterLayout(settings: RegisterSettingsInput | null): RegisterLayout {
  const layout = registerLayout({
    tab: 'username',
    features: {
      registerTabs: ['username'],
      mobileRegistrationWithPassword: false,
      registerSmsVerification: false,
    },
    settings,
  });
  return {
    ...layout,
    fields: layout.fields.filter((field) => !NOT_FOR_DOWNLINES.has(field.name)),
    smsVariant: null,
  };
}

/**
 * The register rules for a downline's fields. The terms and age confirmations are the player's own, given at their
 * first login, so the agent is not asked for them.
 */
export function validateDownline(
  layout: RegisterLayout,
  values: RegisterValues,
  options: ValidateRegisterOptions = {},
) {
  return validateRegister(layout, values, { acceptedTerms: true, confirmedAdult: true }, options);
}

import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { requiredConfigAtom } from '../state/configAtoms.ts';

/** The config's dialing codes as the ui's mobile number field lists them; the first is the default. */
export function useCountryDialingCodes() {
  const config = useAtomValue(requiredConfigAtom);
  return useMemo(
    () => ({
      defaultCode: config.countryDialingCodes[0]?.countryDialingCode ?? '',
      options: config.countryDialingCodes.map((country) => ({
        code: country.countryDialingCode,
        label: `${country.countryCode} +${country.countryDialingCode}`,
      })),
    }),
    [config.countryDialingCodes],
  );
}

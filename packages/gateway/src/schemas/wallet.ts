import * as v from 'valibot';
import { looseBoolean, looseNumber } from '../lenient.ts';

export interface WalletBalance {
  balance: number;
  isSingle?: boolean;
}

/** value: `{ balance, isSingle? }` (balance may be a numeric string) | a bare amount. */
export const WalletBalanceSchema = v.union([
  v.pipe(
    v.looseObject({ balance: looseNumber, isSingle: v.optional(looseBoolean) }),
    v.transform(
      ({ balance, isSingle }): WalletBalance =>
        isSingle === undefined ? { balance } : { balance, isSingle },
    ),
  ),
  v.pipe(
    looseNumber,
    v.transform((balance): WalletBalance => ({ balance })),
  ),
]);

import { looseBoolean } from '../lenient.ts';
import { firstPresent } from '../lenientFields.ts';
import { readAs } from './cashier.ts';

// Issue 26 item 1 (a reading): whether a promotion's reward is conditioned on a deposit, which Brazil's rules forbid
// (Portaria SPA/MF 1.231/2024 art. 42). The spec names no such field: a flag under one of its likely names, else a
// promotion type that names a deposit (FIRST_DEPOSIT, DEPOSIT_BONUS, RECHARGE…).
const FLAGS = ['depositConditioned', 'depositRequired', 'requiresDeposit', 'needDeposit', 'isDepositBonus'];
const DEPOSIT_TYPE = /DEPOSIT|RECHARGE/i;

export function readDepositConditioned(record: Record<string, unknown>, promotionType?: string): boolean {
  const flag = readAs(looseBoolean, firstPresent(record, FLAGS));
  if (flag !== undefined) return flag;
  return promotionType !== undefined && DEPOSIT_TYPE.test(promotionType);
}

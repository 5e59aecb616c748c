import { define } from './coreEndpoints.ts';
import {
  BetRecordPageSchema,
  BonusRecordPageSchema,
  ProfitRecordPageSchema,
  RebateCategoryListSchema,
  RebateClaimRequestSchema,
  RebateClaimResultSchema,
  RecordQuerySchema,
  TransactionRecordPageSchema,
} from './schemas/records.ts';

// The member centre's records (spec §2 personalHistoryCopy, transactionHistory, personalProfit, bonusDetails,
// manualRebate), spread into `endpoints`. The spec names these screens but not their calls: each path is a reading
// in its relay style (ODSFE2_ for the reporting service that serves the winner board and the points detail, MCS2_
// for the member service that claims a raffle), overridable with `endpointOverrides` (`/config.json` `endpoints`).
// Lists are GETs with the period's dates and server paging; the claim moves money: never retried, Idempotency-Key.

const RELAY = '/wps/relay';

export const recordsEndpoints = {
  betRecords: define({
    method: 'GET',
    path: `${RELAY}/ODSFE2_getPersonalHistory`,
    auth: true,
    encrypted: false,
    retry: true,
    request: RecordQuerySchema,
    response: BetRecordPageSchema,
  }),
  transactionRecords: define({
    method: 'GET',
    path: `${RELAY}/ODSFE2_getTransactionHistory`,
    auth: true,
    encrypted: false,
    retry: true,
    request: RecordQuerySchema,
    response: TransactionRecordPageSchema,
  }),
  profitRecords: define({
    method: 'GET',
    path: `${RELAY}/ODSFE2_getPersonalProfit`,
    auth: true,
    encrypted: false,
    retry: true,
    request: RecordQuerySchema,
    response: ProfitRecordPageSchema,
  }),
  bonusRecords: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getBonusDetails`,
    auth: true,
    encrypted: false,
    retry: true,
    request: RecordQuerySchema,
    response: BonusRecordPageSchema,
  }),
  rebateCategories: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getManualRebate`,
    auth: true,
    encrypted: false,
    retry: true,
    emptyBodyOk: true,
    request: undefined,
    response: RebateCategoryListSchema,
  }),
  rebateClaim: define({
    method: 'POST',
    path: `${RELAY}/MCS2_claimManualRebate`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: RebateClaimRequestSchema,
    response: RebateClaimResultSchema,
  }),
} as const;

import { define } from './coreEndpoints.ts';
import { CONTRACT_CALL_SCHEMAS, contractsAnswerSchema } from './schemas/contracts.ts';

// The agent's contract calls, one per kind (spec §7, names and methods as given): each carries an `action`
// (./schemas/contracts.ts), in the query for the two GET calls and in the body for the two POST ones. None is
// retried by the client: the same call both lists and acts (new request, accept, terminate change what is paid),
// and the actions carry the caller's Idempotency-Key. Paths overridable with `/config.json` `endpoints`.

const RELAY = '/wps/relay';

export const contractsEndpoints = {
  dividendContracts: define({
    method: 'GET',
    path: `${RELAY}/MCS2_processDividendReq`,
    auth: true,
    encrypted: false,
    retry: false,
    request: CONTRACT_CALL_SCHEMAS.dividend,
    response: contractsAnswerSchema('dividend'),
  }),
  dailySalaryContracts: define({
    method: 'GET',
    path: `${RELAY}/MCS2_processDailySalContract`,
    auth: true,
    encrypted: false,
    retry: false,
    request: CONTRACT_CALL_SCHEMAS.daily,
    response: contractsAnswerSchema('daily'),
  }),
  hourlySalaryContracts: define({
    method: 'POST',
    path: `${RELAY}/MCS2_processContractHourSalary`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: CONTRACT_CALL_SCHEMAS.hourly,
    response: contractsAnswerSchema('hourly'),
  }),
  realtimeSalaryContracts: define({
    method: 'POST',
    path: `${RELAY}/MCSFE_processRealTimeSalaryContract`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: CONTRACT_CALL_SCHEMAS.realtime,
    response: contractsAnswerSchema('realtime'),
  }),
} as const;

/** The endpoint of each contract kind. */
export const CONTRACT_ENDPOINT_OF_KIND = {
  dividend: 'dividendContracts',
  daily: 'dailySalaryContracts',
  hourly: 'hourlySalaryContracts',
  realtime: 'realtimeSalaryContracts',
} as const;

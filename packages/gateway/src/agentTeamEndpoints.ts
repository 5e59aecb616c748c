import { define } from './coreEndpoints.ts';
import {
  DownlineAnswerSchema,
  DownlineProfileAnswerSchema,
  DownlineProfileQuerySchema,
  DownlineQuerySchema,
  DownlineTransferRequestSchema,
  TeamOverviewAnswerSchema,
  TeamOverviewQuerySchema,
} from './schemas/agentTeam.ts';
import { BalancesAfterSchema } from './schemas/cashier.ts';

// The agent's team (spec §2 agentTeamOverview and downlineManagmentView, §6 Agent), spread into `endpoints`. The spec
// names the screens but not their calls: each path is a reading in its relay style (MCSFE_ for the member-service
// front-end reads beside MCSFE_getFavoriteGames, MCS2_ behind passwordCheck/ for a call carrying the withdraw password
// as MCS2_redeemPointReward does), overridable with `endpointOverrides` (`/config.json` `endpoints`). The transfer
// moves money: never retried, with the caller's Idempotency-Key.

const RELAY = '/wps/relay';

export const agentTeamEndpoints = {
  teamOverview: define({
    method: 'GET',
    path: `${RELAY}/MCSFE_getTeamOverview`,
    auth: true,
    encrypted: false,
    retry: true,
    request: TeamOverviewQuerySchema,
    response: TeamOverviewAnswerSchema,
  }),
  downlineList: define({
    method: 'GET',
    path: `${RELAY}/MCSFE_getDownlineList`,
    auth: true,
    encrypted: false,
    retry: true,
    request: DownlineQuerySchema,
    response: DownlineAnswerSchema,
  }),
  downlineProfile: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getDownlineProfile`,
    auth: true,
    encrypted: false,
    retry: true,
    request: DownlineProfileQuerySchema,
    response: DownlineProfileAnswerSchema,
  }),
  downlineTransfer: define({
    method: 'POST',
    path: `${RELAY}/passwordCheck/MCS2_transferToDownline`,
    auth: true,
    encrypted: true,
    retry: false,
    emptyBodyOk: true,
    request: DownlineTransferRequestSchema,
    response: BalancesAfterSchema,
  }),
} as const;

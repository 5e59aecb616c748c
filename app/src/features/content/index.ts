export {
  announcementsQuery,
  chatModelsQuery,
  contentKeys,
  helpCentreQuery,
  publicPopupsQuery,
} from './api.ts';
export { publicContentCallsAtom } from './publicContentGateway.ts';

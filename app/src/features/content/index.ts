export {
  announcementsQuery,
  chatModelsQuery,
  contentKeys,
  helpCentreQuery,
  publicPopupsQuery,
} from './api.ts';
export { bannerCallsAtom } from './bannerGateway.ts';
export { promotionDestination } from './promotionDestination.ts';

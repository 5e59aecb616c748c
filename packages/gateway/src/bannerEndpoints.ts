import { define } from './coreEndpoints.ts';
import { PublicBannersSchema, PublicContentRequestSchema } from './schemas/publicContent.ts';

/** MCSFE_getListAnnouncements (spec §7 Other relay calls) without its response reader. */
export const publicContentCall = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: false,
  encrypted: false,
  retry: true,
  requestIn: 'query',
  request: PublicContentRequestSchema,
} as const;

/**
 * The same call for the home page's banners: its reader reads the banners (type B) alone and leaves the other parts
 * empty, so the first render carries this row without the other parts' schemas or the rest of the lobby's table.
 * Same name, path and request: a path set in `/config.json` `endpoints.publicContent` applies to both.
 */
export const bannerEndpoints = {
  publicContent: define({ ...publicContentCall, response: PublicBannersSchema }),
};

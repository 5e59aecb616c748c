import { publicContentCall } from './bannerEndpoints.ts';
import { define } from './coreEndpoints.ts';
import { PublicContentSchema } from './schemas/content.ts';

/** MCSFE_getListAnnouncements (spec §7 Other relay calls), every part of the answer read: the lobby's table. */
export const publicContentEndpoints = {
  publicContent: define({ ...publicContentCall, response: PublicContentSchema }),
};

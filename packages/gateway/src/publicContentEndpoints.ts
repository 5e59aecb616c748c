import { define } from './coreEndpoints.ts';
import { PublicContentRequestSchema, PublicContentSchema } from './schemas/publicContent.ts';

/**
 * MCSFE_getListAnnouncements on its own (spec §7 Other relay calls): the home page's first banner comes from it,
 * so the first render carries this row and its schema without the rest of the lobby's table.
 */
export const publicContentEndpoints = {
  publicContent: define({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    auth: false,
    encrypted: false,
    retry: true,
    requestIn: 'query',
    request: PublicContentRequestSchema,
    response: PublicContentSchema,
  }),
};

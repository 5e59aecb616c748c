import type { CallOptions, CoreGatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { Banner, ContentType, PublicContentRequest } from './schemas/publicContent.ts';

/** Public content (MCSFE_getListAnnouncements) and the banners read from it: part of `client.content`. */
export interface PublicContentCalls {
  /** MCSFE_getListAnnouncements: types B, PL, PU, PR (H on request), platform W, execution (default B). */
  publicContent(
    query?: { execution?: PublicContentRequest['execution']; types?: readonly ContentType[] },
    options?: CallOptions,
  ): Promise<EndpointOutput<'publicContent'>>;
  /** The banners (type B), optionally of one §3 group. */
  banners(group?: string, options?: CallOptions): Promise<Banner[]>;
}

/**
 * Over a client that has `publicContentEndpoints` (or the whole lobby table). Kept apart from `lobbyCalls` so the
 * home page's banner request does not bring the games and lottery calls into the first render.
 */
export function publicContentCalls(call: CoreGatewayClient['call']): PublicContentCalls {
  const publicContent: PublicContentCalls['publicContent'] = (query = {}, o) =>
    call(
      'publicContent',
      {
        ...(query.types ? { types: [...query.types] } : {}),
        platform: 'W',
        ...(query.execution ? { execution: query.execution } : {}),
      },
      o,
    );
  return {
    publicContent,
    banners: async (group, o) => {
      const { banners } = await publicContent({ types: ['B'] }, o);
      return group === undefined ? banners : banners.filter((banner) => banner.groupName === group);
    },
  };
}

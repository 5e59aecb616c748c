import * as v from 'valibot';
import { looseString } from '../lenient.ts';

// §7 MCSFE_getListAnnouncements and §3 Banner, Announcement, Public content. A module of its own: the home page's
// first banner is read with it, so the first render carries it without the other relay calls' schemas.

// ---- MCSFE_getListAnnouncements: types B, PL, PU, PR[, H], platform W, execution B ------------------------

/**
 * The content types of the call (reading of §3 "Public content: banners, notice, popup (execution A, B or F),
 * promotion (id, title)"): B banners, PL the announcement list, PU public popups, PR promotions, H (optional)
 * help-centre items.
 */
export const CONTENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const DEFAULT_CONTENT_TYPES: readonly ContentType[] = ['B', 'PL', 'PU', 'PR'];

/** §4 popups execution: A logged in, B anonymous, F first login. The call's `execution` says who is asking. */
export const CONTENT_EXECUTIONS = ['A', 'B', 'F'] as const;

const TYPES_TEXT = /^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/;

export const PublicContentRequestSchema = v.object({
  types: v.optional(
    v.pipe(
      v.union([
        v.pipe(
          v.array(v.picklist(CONTENT_TYPES)),
          v.minLength(1),
          v.transform((list) => [...new Set(list)].join(',')),
        ),
        v.pipe(v.string(), v.trim(), v.toUpperCase()),
      ]),
      v.regex(TYPES_TEXT, 'types are B, PL, PU, PR or H, comma separated'),
    ),
    DEFAULT_CONTENT_TYPES.join(','),
  ),
  platform: v.optional(v.literal('W'), 'W'),
  execution: v.optional(v.picklist(CONTENT_EXECUTIONS), 'B'),
});
export type PublicContentRequest = v.InferInput<typeof PublicContentRequestSchema>;

/** §3 Banner: url (the image), linkageType, groupName; `linkageUrl` holds the target (reading). */
export interface Banner {
  id?: string;
  url: string;
  groupName: string;
  linkageType?: string;
  linkageUrl?: string;
  title?: string;
}

export const BannerSchema = v.pipe(
  v.looseObject({
    id: v.optional(looseString),
    url: v.pipe(v.string(), v.trim(), v.nonEmpty()),
    groupName: looseString,
    linkageType: v.optional(looseString),
    linkageUrl: v.optional(v.string()),
    linkage: v.optional(v.string()),
    link: v.optional(v.string()),
    title: v.optional(looseString),
  }),
  v.transform((b): Banner => {
    const out: Banner = { url: b.url, groupName: b.groupName };
    if (b.id !== undefined) out.id = b.id;
    if (b.linkageType !== undefined) out.linkageType = b.linkageType;
    const target = b.linkageUrl ?? b.linkage ?? b.link;
    if (target !== undefined) out.linkageUrl = target;
    if (b.title !== undefined) out.title = b.title;
    return out;
  }),
);

/** §3 Announcement: title, content (HTML: sanitize before rendering), promotionType, timestamp. */
export interface Announcement {
  id?: string;
  title: string;
  /** HTML from the gateway. Render only through the sanitizer (quality bar). */
  content: string;
  promotionType?: string;
  /** The promotion it announces, when the gateway names one (reading: `promotionId`; the reward centre opens at it). */
  promotionId?: string;
  /** Epoch ms. */
  timestamp?: number;
}

/** §3 Public content popup: an announcement with its execution (A, B or F). */
export interface PublicPopup extends Announcement {
  execution: string;
}

/** §3 Public content promotion (id, title), with its §4 status as the gateway spells it. */
export interface Promotion {
  id: string;
  title: string;
  /** One of the §4 statuses in the gateway's spelling (domain `toPromotionStatus` reads it). */
  status?: string;
  promotionType?: string;
  /** Its reward is conditioned on a deposit (a reading; hidden under Brazil's rules, issue 26 item 1). */
  depositConditioned?: boolean;
  /** HTML: sanitize before rendering. */
  content?: string;
  imageUrl?: string;
  /** Epoch ms. */
  startTime?: number;
  endTime?: number;
}

/** The public content, by type. A type that was not asked for (or not sent) is an empty list. */
export interface PublicContent {
  banners: Banner[];
  announcements: Announcement[];
  popups: PublicPopup[];
  promotions: Promotion[];
  help: Announcement[];
}

/**
 * The keys each part of the public content may come under: the type code of the call (§7 "types B, PL, PU, PR[,
 * H]") and §3's names ("Public content: banners, notice, popup, promotion"), singular or plural. `notice` and
 * `announcements` both name the announcement list (PL).
 */
export const PUBLIC_CONTENT_KEYS = {
  banners: ['B', 'banners', 'banner'],
  announcements: ['PL', 'announcements', 'announcement', 'notice', 'notices'],
  popups: ['PU', 'popup', 'popups'],
  promotions: ['PR', 'promotion', 'promotions'],
  help: ['H', 'help', 'helps'],
} as const satisfies Record<keyof PublicContent, readonly string[]>;

const PARTS = Object.keys(PUBLIC_CONTENT_KEYS) as (keyof PublicContent)[];

/** The part a key or a `type` tag names (case-insensitive), or undefined. */
function partOf(key: string): keyof PublicContent | undefined {
  const wanted = key.trim().toLowerCase();
  return PARTS.find((part) =>
    (PUBLIC_CONTENT_KEYS[part] as readonly string[]).some((name) => name.toLowerCase() === wanted),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A part's items: a list, a wrapped list (`{ list | content | … }`) or one item on its own. */
function partItems(raw: unknown): unknown[] | undefined {
  if (Array.isArray(raw)) return raw;
  if (!isRecord(raw)) return undefined;
  for (const key of ['list', 'content', 'data', 'rows', 'records', 'items']) {
    if (Array.isArray(raw[key])) return raw[key] as unknown[];
  }
  return [raw];
}

/** The part schemas a reader parses; the parts it leaves out stay empty lists. */
export type PublicContentParts = Partial<Record<keyof PublicContent, v.GenericSchema>>;

function readParts(
  groups: Partial<Record<keyof PublicContent, unknown[]>>,
  schemas: PublicContentParts,
): PublicContent {
  const out: PublicContent = { banners: [], announcements: [], popups: [], promotions: [], help: [] };
  for (const part of PARTS) {
    const schema = schemas[part];
    if (!schema) continue;
    for (const item of groups[part] ?? []) {
      const parsed = v.safeParse(schema, item);
      if (parsed.success) (out[part] as unknown[]).push(parsed.output);
    }
  }
  return out;
}

/** A flat list of items tagged by `type` (or `contentType`), grouped by part; untagged items are left out. */
function groupTagged(items: readonly unknown[]): Partial<Record<keyof PublicContent, unknown[]>> {
  const grouped: Partial<Record<keyof PublicContent, unknown[]>> = {};
  for (const item of items) {
    if (!isRecord(item)) continue;
    const tag = item.type ?? item.contentType;
    const part = typeof tag === 'string' ? partOf(tag) : undefined;
    if (part) grouped[part] = [...(grouped[part] ?? []), item];
  }
  return grouped;
}

/** An object keyed by parts (codes or §3 names; `undefined` when it carries none of them). */
function groupKeyed(
  value: Record<string, unknown>,
): Partial<Record<keyof PublicContent, unknown[]>> | undefined {
  const grouped: Partial<Record<keyof PublicContent, unknown[]>> = {};
  let known = false;
  for (const [key, raw] of Object.entries(value)) {
    const part = partOf(key);
    const items = part ? partItems(raw) : undefined;
    if (!part || !items) continue;
    known = true;
    grouped[part] = [...(grouped[part] ?? []), ...items];
  }
  return known ? grouped : undefined;
}

/**
 * value: `{ B, PL, PU, PR, H }` (type codes) | `{ banners, notice | announcements, popup, promotion, help }` (§3
 * names, singular or plural; each a list, a wrapped list or one item) | a flat list tagged by `type` | any of these
 * in `{ data | list | content }` → PublicContent. A type not sent is an empty list; broken items are dropped; an
 * answer with none of these keys (or a list of which no item is tagged) is an error, never empty content. Only the
 * parts given in `schemas` are read.
 */
export const publicContentReader = (schemas: PublicContentParts) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const read = (value: unknown, depth: number): PublicContent | undefined => {
        if (Array.isArray(value)) {
          const grouped = groupTagged(value);
          return value.length === 0 || Object.keys(grouped).length > 0
            ? readParts(grouped, schemas)
            : undefined;
        }
        if (!isRecord(value)) return undefined;
        const keyed = groupKeyed(value);
        if (keyed) return readParts(keyed, schemas);
        if (depth > 0) return undefined;
        for (const key of ['data', 'list', 'content', 'result']) {
          if (key in value) {
            const inner = read(value[key], depth + 1);
            if (inner) return inner;
          }
        }
        return undefined;
      };
      const content = read(dataset.value, 0);
      if (!content) {
        addIssue({
          message: `public content carries none of ${PARTS.map((part) => PUBLIC_CONTENT_KEYS[part].join('/')).join(', ')}`,
        });
        return NEVER;
      }
      return content;
    }),
  );

/** The home page's banners (type B) alone: the first render reads them without the other parts' schemas. */
export const PublicBannersSchema = publicContentReader({ banners: BannerSchema });

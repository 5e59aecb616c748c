import * as v from 'valibot';
import { looseBoolean, looseNumber, looseString, looseStringList } from '../lenient.ts';

/** §4 System status: 0 normal, 1 maintenance, 2 region restricted. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

const StatusObjectSchema = v.object({
  status: looseNumber,
  ip: v.optional(looseString),
  location: v.optional(v.looseObject({ ip: v.optional(looseString) })),
});

/** value: 1 | "1" | { status, ip? } (ip also read from `location.ip`) → `{ status, ip? }` */
export const SystemStatusSchema = v.pipe(
  v.union([
    v.pipe(
      looseNumber,
      v.transform((status) => ({ status, ip: undefined as string | undefined })),
    ),
    v.pipe(
      StatusObjectSchema,
      v.transform(({ status, ip, location }) => ({ status, ip: ip ?? location?.ip })),
    ),
  ]),
  v.transform(({ status, ip }): SystemStatus => (ip === undefined ? { status } : { status, ip })),
);
export interface SystemStatus {
  /** 0 normal, 1 maintenance, 2 region restricted; other numbers are passed through. */
  status: SystemStatusCode | number;
  ip?: string;
}

/** §6 white-label switches (module ids in the white-label tree): the domain's list. */
export { WHITE_LABEL_SWITCHES, type WhiteLabelSwitch } from '@sorte/domain/constants';

export interface WhiteLabelModule {
  modId: string;
  enabled: boolean;
  childrenNodes: WhiteLabelModule[];
}

export const WhiteLabelModuleSchema: v.GenericSchema<unknown, WhiteLabelModule> = v.pipe(
  v.looseObject({
    modId: looseString,
    enabled: v.optional(looseBoolean, false),
    childrenNodes: v.optional(v.array(v.lazy(() => WhiteLabelModuleSchema)), []),
  }),
  v.transform(({ modId, enabled, childrenNodes }) => ({ modId, enabled, childrenNodes })),
);

/** value: `[...]` | `{ list: [...] }` | `{ modules: [...] }` → module tree */
export const WhiteLabelSchema = v.union([
  v.array(WhiteLabelModuleSchema),
  v.pipe(
    v.looseObject({ list: v.array(WhiteLabelModuleSchema) }),
    v.transform((o) => o.list),
  ),
  v.pipe(
    v.looseObject({ modules: v.array(WhiteLabelModuleSchema) }),
    v.transform((o) => o.modules),
  ),
]);

/** Depth-first lookup of a module id anywhere in the tree. */
export function findWhiteLabelModule(
  tree: readonly WhiteLabelModule[],
  modId: string,
): WhiteLabelModule | undefined {
  for (const node of tree) {
    if (node.modId === modId) return node;
    const found = findWhiteLabelModule(node.childrenNodes, modId);
    if (found) return found;
  }
  return undefined;
}

/** Permission info (§3). Every field optional; unknown keys are kept. */
export const PermissionInfoSchema = v.looseObject({
  customerService: v.optional(v.array(v.looseObject({ csType: looseString, path: v.optional(v.string()) }))),
  domainRoute: v.optional(v.unknown()),
  resources: v.optional(
    v.array(
      v.looseObject({
        labelNameEn: v.optional(v.string()),
        url: v.optional(v.string()),
        resourceType: v.optional(looseString),
      }),
    ),
  ),
  mainDomain: v.optional(v.string()),
  gtagId: v.optional(v.string()),
  imageCDNs: v.optional(looseStringList),
  launchGameCDNs: v.optional(looseStringList),
  location: v.optional(v.looseObject({ ip: v.optional(looseString) })),
  maintenance: v.optional(v.unknown()),
  regionRestriction: v.optional(v.unknown()),
  registerValidation: v.optional(v.unknown()),
});
export type PermissionInfo = v.InferOutput<typeof PermissionInfoSchema>;

// ---- domain routes: GET /wps/system/domainRoute (§7 System; the domain check of §8) ----------------------------

/** One listed domain: a string (host, host:port, a URL or `*.host`) or `{ domain | domainName | host | url }`. */
const DomainEntrySchema = v.union([
  v.pipe(v.string(), v.trim(), v.nonEmpty()),
  v.pipe(
    v.looseObject({
      domain: v.optional(v.string()),
      domainName: v.optional(v.string()),
      host: v.optional(v.string()),
      url: v.optional(v.string()),
    }),
    v.transform((o) => (o.domain ?? o.domainName ?? o.host ?? o.url ?? '').trim()),
    v.nonEmpty(),
  ),
]);

/** A list whose unreadable items are dropped (the rest still counts). */
const domainList = v.pipe(
  v.array(v.unknown()),
  v.transform((items) =>
    items.flatMap((item) => {
      const parsed = v.safeParse(DomainEntrySchema, item);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

const WRAPPERS = ['list', 'domains', 'domainRoute', 'domainRoutes', 'data', 'content'] as const;

/**
 * The spec names the call only ("domain routes"): value `[entries]`, `{ list | domains | domainRoute |
 * domainRoutes | data | content: [entries] }` (wrappers may nest) or one string of comma-separated entries → the
 * listed domains as strings, for the domain's `domainCheck`.
 */
export const DomainRouteSchema: v.GenericSchema<unknown, string[]> = v.union([
  domainList,
  v.pipe(
    v.string(),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ),
  v.pipe(
    v.looseObject({}),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value as Record<string, unknown>;
      const key = WRAPPERS.find((name) => value[name] !== undefined);
      const parsed = key ? v.safeParse(DomainRouteSchema, value[key]) : null;
      if (!parsed?.success) {
        addIssue({ message: 'no list of domains' });
        return NEVER;
      }
      return parsed.output;
    }),
  ),
]);

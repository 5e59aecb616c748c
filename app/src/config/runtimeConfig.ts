import type { GatewayAdapter } from '@sorte/gateway';
import * as v from 'valibot';

const hostList = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+(:\d+)?$/i, 'a host name, without scheme'))),
);

const encryptionSchema = v.variant('scheme', [
  v.object({ scheme: v.literal('none') }),
  v.object({ scheme: v.literal('aes-256-gcm'), key: v.pipe(v.string(), v.minLength(40)) }),
]);

/** An https origin, without a path: `https://sorte.example.com`. */
export const publicUrlSchema = v.pipe(
  v.string(),
  v.regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, 'an https origin'),
);

/** `/config.json`, read at start so an operator can point one build at any gateway without rebuilding. */
export const runtimeConfigSchema = v.object({
  mode: v.picklist(['demo', 'live']),
  gatewayUrl: v.string(),
  socketUrl: v.optional(v.string()),
  merchantCode: v.pipe(v.string(), v.minLength(1)),
  /** External hosts that gateway links (banners, backUrl) may open: https only, exact host match. */
  allowedLinkHosts: v.optional(hostList, []),
  /** Image CDN hosts allowed by the Content-Security-Policy. */
  imageHosts: v.optional(hostList, []),
  /** Game and chat iframe hosts allowed by the Content-Security-Policy. */
  frameHosts: v.optional(hostList, []),
  encryption: v.optional(encryptionSchema, { scheme: 'none' }),
  /** The site's public address (`https://sorte.example.com`): canonical and `hreflang` links name it, never a mirror. */
  publicUrl: v.optional(publicUrlSchema),
  /**
   * The operator's content of the §2 named areas (issue 27 item 5): the Blog's articles, About Us and the Beginner
   * guide. Read by their pages (./contentConfig.ts, its shapes there), where a broken article costs only itself.
   */
  blog: v.optional(v.unknown()),
  about: v.optional(v.unknown()),
  beginnerGuide: v.optional(v.unknown()),
  /** The default password that must be changed after login (spec §4, value set by the operator). */
  defaultPassword: v.optional(v.string()),
  timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000)), 15000),
  /** Demo mode: the simulated gateway's starting scenario, in its query form (`mock.dialect=spec`). */
  demoScenario: v.optional(v.string()),
  /**
   * A gateway path per endpoint name (the gateway README's table), for the paths the spec does not show or a
   * gateway that puts a call elsewhere: `{ "permission": "/wps/system/permission", "deposit": "/pay/deposit" }`.
   */
  endpoints: v.optional(
    v.record(v.string(), v.pipe(v.string(), v.regex(/^\/\S*$/, 'a path starting with /'))),
    {},
  ),
  /**
   * `X-Mod-Id` per endpoint name (or `default` for the calls no white-label module governs); see the gateway
   * README "X-Mod-Id".
   */
  modIds: v.optional(v.record(v.string(), v.pipe(v.string(), v.nonEmpty())), {}),
  /**
   * The operator adapter per endpoint name (gateway README "Operator adapter"): checked and compiled by
   * `withOperatorAdapter`, whose code loads only when this key is there.
   */
  adapter: v.optional(v.unknown()),
  countryDialingCodes: v.optional(
    v.array(v.object({ countryCode: v.string(), countryDialingCode: v.string() })),
    [
      { countryCode: 'BR', countryDialingCode: '55' },
      { countryCode: 'PT', countryDialingCode: '351' },
    ],
  ),
  /**
   * The jurisdiction profile (issue 26 item 1): `BR` applies Brazil's betting rules on top of the spec; `none`
   * (the default, and the demo's) is the spec as written.
   */
  jurisdiction: v.optional(v.picklist(['BR', 'none']), 'none'),
  /**
   * §2 Red Envelope: the promotionTypes that make a public promotion a red envelope (any case; spaces, '-', '_'
   * ignored); without it the domain's RED_ENVELOPE_TYPES (the gateway README's readings).
   */
  redEnvelopeTypes: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty()))),
  /** ISO 4217 code for money amounts (spec §3 store state currencySymbol). */
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), 'BRL'),
  /** Opened by the customer-service entries until the gateway's own customer-service list is wired (https only). */
  customerServiceUrl: v.optional(v.pipe(v.string(), v.url())),
  /** The right bar's Telegram channel (https only). */
  telegramUrl: v.optional(v.pipe(v.string(), v.url())),
  /** Password length bounds (spec §5: parameters); the register settings refine them later. */
  passwordRule: v.optional(
    v.pipe(
      v.object({
        minLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
        maxLength: v.pipe(v.number(), v.integer(), v.maxValue(256)),
      }),
      v.check((rule) => rule.minLength <= rule.maxLength, 'minLength must not exceed maxLength'),
    ),
    { minLength: 6, maxLength: 20 },
  ),
});

export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

export type RuntimeConfigResult =
  | { ok: true; config: RuntimeConfig; adapter?: GatewayAdapter }
  | { ok: false; reason: 'missing' | 'malformed' | 'invalid'; detail: string };

/** Validates raw config JSON text; never throws. */
export function parseRuntimeConfig(text: string): RuntimeConfigResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'malformed', detail: error instanceof Error ? error.message : String(error) };
  }
  const result = v.safeParse(runtimeConfigSchema, json);
  if (!result.success) {
    const detail = result.issues
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    return { ok: false, reason: 'invalid', detail };
  }
  return { ok: true, config: result.output };
}

/**
 * A config with an `adapter` key: the adapter checked and compiled (`@sorte/gateway/adapter`, a chunk of its own
 * loaded only then); a wrong one makes the config invalid, naming each key and its problem (configuration error
 * page). A dynamic import of the package, so vite.config.ts can load this file in Node.
 */
export async function withOperatorAdapter(result: RuntimeConfigResult): Promise<RuntimeConfigResult> {
  return result.ok && result.config.adapter !== undefined
    ? (await import('@sorte/gateway/adapter')).withParsedAdapter(result)
    : result;
}

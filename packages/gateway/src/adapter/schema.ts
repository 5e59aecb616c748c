import * as v from 'valibot';
import { ADAPTER_ENDPOINT_NAMES } from './endpointNames.ts';
import { isObject, PATH_PATTERN, PLAIN_PATH_PATTERN } from './paths.ts';

const fieldName = v.pipe(v.string(), v.regex(/^[^.[\]\s]+$/, 'a field name (no dots, brackets or spaces)'));
const path = v.pipe(
  v.string(),
  v.regex(PATH_PATTERN, 'a path such as "list", "data.records" or "contracts[].upline.account"'),
);
const plainPath = v.pipe(
  v.string(),
  v.regex(
    PLAIN_PATH_PATTERN,
    'a path inside the same item, without [] (such as "contractNo" or "party.name")',
  ),
);
/** valibot's record takes a list too: an adapter's maps are plain objects. */
const record = <K extends v.GenericSchema<string, string>, V extends v.GenericSchema>(
  key: K,
  value: V,
  message: string,
) => v.pipe(v.unknown(), v.check(isObject, message), v.record(key, value, message));

const scalar = v.union([v.string(), v.number(), v.boolean()], 'a string, a number or true/false');
const valueMap = record(v.string(), scalar, 'an object mapping each value to another');
const nameList = v.array(fieldName, 'a list of field names');

/** An object with only these keys: a list, a string… is "an object", a key of its own is named. */
const only = <E extends v.ObjectEntries>(entries: E, keys: string) =>
  v.pipe(
    record(v.string(), v.unknown(), 'an object'),
    v.strictObject(entries, `unknown key: expected ${keys}`),
  );

/** The name two of our fields are renamed to, if any. */
const twiceRenamed = (rename: Record<string, string>) =>
  Object.values(rename).find((name, index, all) => all.indexOf(name) !== index);
/** A field listed in both toBody and toQuery, if any. */
const movedBothWays = (request: { toBody?: string[]; toQuery?: string[] }) =>
  request.toBody?.find((name) => request.toQuery?.includes(name));

const RequestAdapterSchema = v.pipe(
  only(
    {
      rename: v.optional(
        v.pipe(
          record(fieldName, fieldName, "an object mapping our field names to the gateway's"),
          v.check(
            (rename) => twiceRenamed(rename) === undefined,
            (issue) => `two fields renamed to "${twiceRenamed(issue.input)}"`,
          ),
        ),
      ),
      constants: v.optional(record(fieldName, scalar, 'an object of fields with constant values')),
      values: v.optional(record(fieldName, valueMap, 'an object mapping a field to a map of its values')),
      toBody: v.optional(nameList),
      toQuery: v.optional(nameList),
    },
    'rename, constants, values, toBody or toQuery',
  ),
  v.check(
    (request) => movedBothWays(request) === undefined,
    (issue) => `"${movedBothWays(issue.input)}" is in both toBody and toQuery`,
  ),
);

const ResponseAdapterSchema = only(
  {
    data: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (data) => data === '' || PATH_PATTERN.test(data),
          'a path such as "value.result" (or "" for the whole answer)',
        ),
      ),
    ),
    aliases: v.optional(record(path, plainPath, "an object mapping our paths to the gateway's names")),
    objects: v.optional(
      record(path, fieldName, 'an object mapping a path to the field a plain value stands for'),
    ),
    values: v.optional(record(path, valueMap, 'an object mapping a path to a map of its values')),
  },
  'data, aliases, objects or values',
);

const EndpointAdapterSchema = only(
  { request: v.optional(RequestAdapterSchema), response: v.optional(ResponseAdapterSchema) },
  'request or response',
);

/** `/config.json` `adapter`: per endpoint name of the gateway README's table, what to change in requests and answers. */
export const OperatorAdapterSchema = record(
  v.picklist(ADAPTER_ENDPOINT_NAMES, "not an endpoint name of the gateway README's table"),
  EndpointAdapterSchema,
  'an object keyed by endpoint name',
);

export type OperatorAdapterConfig = v.InferOutput<typeof OperatorAdapterSchema>;

/** An issue's place as the operator wrote it: `adapter.deposit.response.aliases["list[].id"]`. */
export function issueKey(issue: v.BaseIssue<unknown>, root = 'adapter'): string {
  let out = root;
  for (const item of issue.path ?? []) {
    const key = String(item.key);
    out += /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  }
  return out;
}

/** One line per problem, each naming its key: `adapter.deposit.request.rename: two fields renamed to "amt"`. */
export function adapterIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => `${issueKey(issue)}: ${issue.message}`);
}

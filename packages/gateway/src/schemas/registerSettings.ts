import * as v from 'valibot';
import { looseBoolean, looseNumber, looseString } from '../lenient.ts';
import { anyRecord } from '../lenientFields.ts';

// Register settings and validation rules: GET /wps/system/setting/register (§7 System), with the register
// validation rules of §3 Permission info (acceptedPattern, minLength, maxLength, patternId). The spec does not
// show the shape, so several are read and normalised to `{ fields: { <register field>: RegisterFieldSetting } }`.

/** Register validation rule (§3 permission info, §5 pattern messages). `*` as the pattern means any. */
export const RegisterValidationRuleSchema = v.pipe(
  v.looseObject({
    acceptedPattern: v.optional(v.string()),
    minLength: v.optional(looseNumber),
    maxLength: v.optional(looseNumber),
    patternId: v.optional(looseString),
  }),
  v.transform(({ acceptedPattern, minLength, maxLength, patternId }) => {
    const out: RegisterValidationRule = {};
    if (acceptedPattern !== undefined) out.acceptedPattern = acceptedPattern;
    if (minLength !== undefined) out.minLength = minLength;
    if (maxLength !== undefined) out.maxLength = maxLength;
    if (patternId !== undefined) out.patternId = patternId;
    return out;
  }),
);
export interface RegisterValidationRule {
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
  patternId?: string;
}

export interface RegisterFieldSetting {
  /** The field is shown. A field listed without the flag is enabled. */
  enabled: boolean;
  /** The field must be filled (only meaningful when enabled). Default false. */
  required: boolean;
  validation?: RegisterValidationRule;
}

const RULE_KEYS = ['acceptedPattern', 'minLength', 'maxLength', 'patternId'] as const;

/**
 * One field's setting: `{ enabled|show|display?, required|mandatory|isRequired?, validation|rule? }`, or the rule
 * keys (acceptedPattern, minLength, maxLength, patternId) directly on the field.
 */
export const RegisterFieldSettingSchema = v.pipe(
  v.looseObject({
    enabled: v.optional(looseBoolean),
    show: v.optional(looseBoolean),
    display: v.optional(looseBoolean),
    required: v.optional(looseBoolean),
    mandatory: v.optional(looseBoolean),
    isRequired: v.optional(looseBoolean),
    validation: v.optional(RegisterValidationRuleSchema),
    rule: v.optional(RegisterValidationRuleSchema),
    acceptedPattern: v.optional(v.string()),
    minLength: v.optional(looseNumber),
    maxLength: v.optional(looseNumber),
    patternId: v.optional(looseString),
  }),
  v.transform((o): RegisterFieldSetting => {
    const enabled = o.enabled ?? o.show ?? o.display ?? true;
    const required = o.required ?? o.mandatory ?? o.isRequired ?? false;
    const out: RegisterFieldSetting = { enabled, required };
    const inline: RegisterValidationRule = {};
    for (const key of RULE_KEYS) if (o[key] !== undefined) Object.assign(inline, { [key]: o[key] });
    const validation = o.validation ?? o.rule ?? (Object.keys(inline).length > 0 ? inline : undefined);
    if (validation) out.validation = validation;
    return out;
  }),
);

export interface RegisterSettings {
  /** Per register field name (§3 Register user: username, password, mobileNum, email, payeeName …). */
  fields: Record<string, RegisterFieldSetting>;
}

const NAME_KEYS = ['field', 'fieldName', 'name', 'key', 'code'] as const;

const ListItemSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const item = dataset.value;
    const name = NAME_KEYS.map((key) => item[key]).find(
      (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
    );
    if (!name) {
      addIssue({ message: 'register setting without a field name (field | fieldName | name | key | code)' });
      return NEVER;
    }
    const setting = v.safeParse(RegisterFieldSettingSchema, item);
    if (!setting.success) {
      addIssue({ message: `register setting "${name}" is malformed` });
      return NEVER;
    }
    return [name.trim(), setting.output] as const;
  }),
);

const fromList = (list: readonly (readonly [string, RegisterFieldSetting])[]): RegisterSettings => ({
  fields: Object.fromEntries(list),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `{ <name>: setting }`: entries whose value is not an object are ignored; a malformed setting fails. */
const FieldMapSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const fields: Record<string, RegisterFieldSetting> = {};
    for (const [name, raw] of Object.entries(dataset.value)) {
      if (!isPlainObject(raw)) continue;
      const setting = v.safeParse(RegisterFieldSettingSchema, raw);
      if (!setting.success) {
        addIssue({ message: `register setting "${name}" is malformed` });
        return NEVER;
      }
      fields[name] = setting.output;
    }
    return fields;
  }),
);

/** A list of field settings: broken items are dropped; a non-empty list of which none reads is an error. */
const FieldListSchema = v.pipe(
  v.array(v.unknown()),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const read = dataset.value.flatMap((item) => {
      const parsed = v.safeParse(ListItemSchema, item);
      return parsed.success ? [parsed.output] : [];
    });
    if (read.length === 0 && dataset.value.length > 0) {
      addIssue({ message: 'no register setting of the list reads' });
      return NEVER;
    }
    return fromList(read);
  }),
);

/**
 * value: `{ fields: [{ field|fieldName|name|key|code, enabled, required, acceptedPattern, … }] }` |
 * `{ fields: { <name>: setting } }` (the simulated gateway's default) | `[{ field, … }]` | `{ list | content | data:
 * [...] }` | `{ data: { fields } }` | `{ <name>: setting }` → `{ fields }`. See {@link RegisterFieldSettingSchema}.
 * A list is always read as a list (never as a map keyed "0", "1" …).
 */
const SettingsFormsSchema = v.union([
  // A list first: an array is an object to valibot's record and object schemas.
  FieldListSchema,
  ...['fields', 'list', 'content', 'data', 'settings'].map((key) =>
    v.pipe(
      v.looseObject({ [key]: FieldListSchema }),
      v.transform((o) => o[key] as RegisterSettings),
    ),
  ),
  v.pipe(
    v.looseObject({
      fields: v.pipe(
        v.unknown(),
        v.check(isPlainObject, 'fields is neither a list nor a map'),
        FieldMapSchema,
      ),
    }),
    v.transform((o): RegisterSettings => ({ fields: o.fields })),
  ),
  v.pipe(
    v.unknown(),
    // an array, or a malformed `{ fields }` or `{ list }`, must not pass as a flat map (of a field "fields")
    v.check(
      (o) => isPlainObject(o) && !['fields', 'list', 'content', 'data', 'settings'].some((key) => key in o),
      'malformed register settings',
    ),
    FieldMapSchema,
    v.check((fields) => Object.keys(fields).length > 0, 'register settings name no field'),
    v.transform((fields): RegisterSettings => ({ fields })),
  ),
]);

export const RegisterSettingsSchema = v.union([
  SettingsFormsSchema,
  v.pipe(
    v.looseObject({ data: SettingsFormsSchema }),
    v.transform((o) => o.data),
  ),
]);

import * as v from 'valibot';
import { looseBoolean, looseString } from './lenient.ts';

/** The JSON envelope every call answers with: `{ success, message?, code?, value? }`. */
export const EnvelopeSchema = v.looseObject({
  success: looseBoolean,
  message: v.optional(looseString),
  code: v.optional(v.union([v.string(), v.number()])),
  value: v.optional(v.unknown()),
});
export type Envelope = v.InferOutput<typeof EnvelopeSchema>;

/** What the gateway sends (used by the mocks to build responses). */
export interface EnvelopeOut<T = unknown> {
  success: boolean;
  message?: string;
  code?: string | number;
  value?: T;
}

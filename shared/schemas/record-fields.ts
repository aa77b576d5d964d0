/**
 * A record's field table: for each field, its wire schema, whether a client may set it, the firm
 * API column it comes from, which firm API call writes it and its value on create. The record as
 * answered (with its `version`), the bodies of create, replace and patch, and the OpenAPI schemas
 * all derive from it; the BFF's adapters read and write the firm API through it
 * (server/upstream/contract/). A body may carry the read-only fields a GET answered (a GET body is a
 * valid PUT body): they are accepted and ignored.
 */
import { Type, type Static, type TObject, type TOptional, type TSchema, type TString } from 'typebox';

/** Where a field lives in the firm API: one column, or one column per part of a composite (an address). */
export type Column = string | Readonly<Record<string, string>>;

export interface FieldSpec<S extends TSchema = TSchema, W extends string = string> {
  /** the value as the BFF answers it */
  readonly schema: S;
  /** what a body may carry, when stricter than the answer (a required name, an e-mail format) */
  readonly input?: TSchema;
  /** what a create may carry, when stricter still (a new client chooses a civility; an older one may have none) */
  readonly createInput?: TSchema;
  /** answered, never set by a client (an id, a name joined from another record, a computed amount) */
  readonly readOnly?: true;
  /** the firm API's column; null: the BFF computes or keeps it */
  readonly column: Column | null;
  /** the firm API call that writes it (or the BFF's own store) */
  readonly writer: W | null;
  /** its value when a create leaves it out; a writable field without one is required on create */
  readonly default?: unknown;
  /** sent, never answered (a new password) */
  readonly writeOnly?: true;
  /** a replace may leave it out: it is then kept as it is (a password, a contract's client) */
  readonly keptWhenAbsent?: true;
  /** joined from another record (its expert's name): not part of this record's version */
  readonly joined?: true;
}

export type Fields = Readonly<Record<string, FieldSpec>>;

type InputOf<F extends FieldSpec> = F extends { input: infer I extends TSchema } ? I : F['schema'];
type CreateInputOf<F extends FieldSpec> = F extends { createInput: infer I extends TSchema } ? I : InputOf<F>;
/** The names of the fields a client may set. */
export type WritableKey<F extends Fields> = { [K in keyof F]: F[K] extends { readOnly: true } ? never : K }[keyof F];
type DefaultedKey<F extends Fields> = { [K in keyof F]: F[K] extends { default: unknown } ? K : never }[keyof F];
type KeptKey<F extends Fields> = { [K in keyof F]: F[K] extends { keptWhenAbsent: true } ? K : never }[keyof F];
type AnsweredKey<F extends Fields> = { [K in keyof F]: F[K] extends { writeOnly: true } ? never : K }[keyof F];
type ReadOnlyKey<F extends Fields> = Exclude<keyof F, WritableKey<F>>;

/** The version every record carries: it changes whenever anything in the record changes. */
export const Version = Type.String({
  readOnly: true,
  description: 'changes whenever anything in the record changes, whoever changed it; sent back in If-Match, a write is refused (412) once it moved',
});
type Versioned = { version: TString };
/** A record before the BFF gave it its version (as the adapters read it). */
export type Unversioned<R> = Omit<R, 'version'>;
/** What a body may carry and the BFF ignores: the read-only fields of the record it was read as. */
type Ignored<F extends Fields> = { [K in ReadOnlyKey<F>]: TOptional<F[K]['schema']> } & { version: TOptional<TString> };

export type RecordProperties<F extends Fields> = { [K in AnsweredKey<F>]: F[K]['schema'] } & Versioned;
export type CreateProperties<F extends Fields> = {
  [K in WritableKey<F>]: K extends DefaultedKey<F> ? TOptional<CreateInputOf<F[K]>> : CreateInputOf<F[K]>;
} & Ignored<F>;
export type ReplaceProperties<F extends Fields> = { [K in WritableKey<F>]: K extends KeptKey<F> ? TOptional<InputOf<F[K]>> : InputOf<F[K]> } & Ignored<F>;
export type PatchProperties<F extends Fields> = { [K in WritableKey<F>]: TOptional<InputOf<F[K]>> } & Ignored<F>;
/** The writable fields that have a default, each with its input's type. */
export type CreateDefaults<F extends Fields> = { [K in keyof F as K extends WritableKey<F> & DefaultedKey<F> ? K : never]: Static<InputOf<F[K]>> };

/** A field a client may set. */
export function field<const S extends TSchema, const W extends string, const O extends Omit<FieldSpec, 'schema' | 'column' | 'writer' | 'readOnly'>>(
  schema: S,
  column: Column | null,
  writer: W,
  options: O = {} as O,
): { schema: S; column: Column | null; writer: W } & O {
  return { schema, column, writer, ...options };
}

/** A field the BFF answers and a client never sets (`joined`: taken from another record). */
export function readOnlyField<const S extends TSchema, const O extends { joined?: true } = object>(
  schema: S,
  column: Column | null = null,
  options: O = {} as O,
): { schema: S; readOnly: true; column: Column | null; writer: null } & O {
  return { schema: { ...schema, readOnly: true }, readOnly: true, column, writer: null, ...options };
}

const entries = <F extends Fields>(fields: F) => Object.entries(fields) as Array<[keyof F & string, FieldSpec]>;
const writable = <F extends Fields>(fields: F) => entries(fields).filter(([, spec]) => !spec.readOnly);
const inputOf = (spec: FieldSpec) => spec.input ?? spec.schema;
/** The read-only fields and the version, accepted in a body and ignored. */
const ignored = <F extends Fields>(fields: F) => [
  ...entries(fields)
    .filter(([, spec]) => spec.readOnly)
    .map(([name, spec]) => [name, Type.Optional(spec.schema)] as const),
  ['version', Type.Optional(Version)] as const,
];

/**
 * A schema's name in the OpenAPI description (GET /docs): each named schema is defined once, in
 * components.schemas, and referenced wherever a route answers or takes it.
 */
export type Named = { title?: string };

/** The record as answered: every field but the write-only ones. */
export function recordSchema<F extends Fields>(fields: F, options: { title?: string; description?: string } = {}): TObject<RecordProperties<F>> {
  const answered = entries(fields).filter(([, spec]) => !spec.writeOnly);
  return Type.Object(Object.fromEntries([...answered.map(([name, spec]) => [name, spec.schema]), ['version', Version]]) as RecordProperties<F>, options);
}

/** POST: every writable field; one with a default may be left out (a new record: nothing is erased). */
export function createSchema<F extends Fields>(fields: F, named: Named = {}): TObject<CreateProperties<F>> {
  const properties = writable(fields).map(([name, spec]) => {
    const input = spec.createInput ?? inputOf(spec);
    return [name, 'default' in spec ? Type.Optional({ ...input, default: spec.default }) : input];
  });
  return Type.Object(Object.fromEntries([...properties, ...ignored(fields)]) as CreateProperties<F>, { ...named, additionalProperties: false });
}

/** PUT: the complete record, every writable field required (but those kept when absent) and none defaulted: a forgotten field is a 400, never an erasure. */
export function replaceSchema<F extends Fields>(fields: F, named: Named = {}): TObject<ReplaceProperties<F>> {
  const properties = writable(fields).map(([name, spec]) => [name, spec.keptWhenAbsent ? Type.Optional(inputOf(spec)) : inputOf(spec)]);
  return Type.Object(Object.fromEntries([...properties, ...ignored(fields)]) as ReplaceProperties<F>, { ...named, additionalProperties: false });
}

/** PATCH: one writable field or more; only those sent change. */
export function patchSchema<F extends Fields>(fields: F, named: Named = {}): TObject<PatchProperties<F>> {
  const properties = writable(fields).map(([name, spec]) => [name, Type.Optional(inputOf(spec))]);
  return Type.Object(Object.fromEntries([...properties, ...ignored(fields)]) as PatchProperties<F>, { ...named, additionalProperties: false, minProperties: 1 });
}

/** The values a create starts from: each writable field's default (a form's starting point). */
export function createDefaults<F extends Fields>(fields: F): CreateDefaults<F> {
  return Object.fromEntries(writable(fields).filter(([, spec]) => 'default' in spec).map(([name, spec]) => [name, structuredClone(spec.default)])) as CreateDefaults<F>;
}

/** The names of the fields a client may set, in the table's order (what a screen may send). */
export function writableFields<F extends Fields>(fields: F): Array<WritableKey<F> & string> {
  return writable(fields).map(([name]) => name) as Array<WritableKey<F> & string>;
}

/** A record's writable fields: what a replace would send to write it back unchanged. */
export function writableValues<F extends Fields, R extends { [K in keyof F]?: unknown }>(fields: F, record: R): Pick<R, WritableKey<F> & keyof R> {
  return Object.fromEntries(writable(fields).map(([name]) => [name, record[name]])) as Pick<R, WritableKey<F> & keyof R>;
}

/** Only the writable fields a body carries (what it sends of the read-only ones is ignored). */
export function sentWritable<F extends Fields, B extends object>(fields: F, body: B): Partial<B> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => name in fields && !fields[name].readOnly)) as Partial<B>;
}

/** The names of the fields a firm API call writes, in the table's order. */
export function fieldsWrittenBy<F extends Fields>(fields: F, writer: string): Array<keyof F & string> {
  return entries(fields)
    .filter(([, spec]) => spec.writer === writer)
    .map(([name]) => name);
}

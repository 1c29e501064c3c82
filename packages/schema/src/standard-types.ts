// The interfaces of Standard Schema and Standard JSON Schema (`@standard-schema/spec` 1.1, MIT),
// copied as the spec invites, so this package needs no dependency for them. They are flat here,
// without the spec's namespaces; every one is structurally the spec's type, which a type test
// against the real package checks (standard-types.test-d.ts).

/** The inferred types a standard schema carries (`~standard.types`). */
export interface StandardTypes<Input = unknown, Output = Input> {
  /** The type of the values the schema accepts. */
  readonly input: Input;
  /** The type of the value `validate` returns. */
  readonly output: Output;
}

/** A path segment given as an object (the spec allows a bare key too). */
export interface StandardPathSegment {
  /** The property name or array index. */
  readonly key: PropertyKey;
}

/** One problem `validate` found. */
export interface StandardIssue {
  /** What is wrong, for a person or a model. */
  readonly message: string;
  /** Where: property names and array indexes from the root; absent or empty means the root. */
  readonly path?: ReadonlyArray<PropertyKey | StandardPathSegment> | undefined;
}

/** What `~standard.validate` answers: the value, or the issues. */
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<StandardIssue> };

/** The options of `~standard.validate`. */
export interface StandardValidateOptions {
  /** Vendor-specific options; this package reads none. */
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/** The JSON Schema dialects a converter may be asked for. */
export type StandardJsonSchemaTarget = "draft-2020-12" | "draft-07" | "openapi-3.0" | ({} & string);

/** The options of `~standard.jsonSchema.input` and `.output`. */
export interface StandardJsonSchemaOptions {
  /** The dialect to produce; a converter throws for one it does not support. */
  readonly target: StandardJsonSchemaTarget;
  /** Vendor-specific options; this package reads none. */
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/** `~standard.jsonSchema`: the JSON Schema of the accepted input and of the output. */
export interface StandardJsonSchemaConverter {
  /** The JSON Schema of the values `validate` accepts. May throw for an unsupported target. */
  readonly input: (options: StandardJsonSchemaOptions) => Record<string, unknown>;
  /** The JSON Schema of the values `validate` returns. May throw for an unsupported target. */
  readonly output: (options: StandardJsonSchemaOptions) => Record<string, unknown>;
}

/** `~standard` of a Standard Schema (`StandardSchemaV1.Props`). */
export interface StandardSchemaProps<Input = unknown, Output = Input> {
  /** Always 1. */
  readonly version: 1;
  /** The library that made the schema. */
  readonly vendor: string;
  /** The inferred types, for the type system only. */
  readonly types?: StandardTypes<Input, Output> | undefined;
  /** Validates an unknown value: the output, or the issues; may answer with a promise. */
  readonly validate: (
    value: unknown,
    options?: StandardValidateOptions | undefined,
  ) => StandardResult<Output> | Promise<StandardResult<Output>>;
}

/** `~standard` of a Standard JSON Schema (`StandardJSONSchemaV1.Props`). */
export interface StandardJsonSchemaProps<Input = unknown, Output = Input> {
  /** Always 1. */
  readonly version: 1;
  /** The library that made the schema. */
  readonly vendor: string;
  /** The inferred types, for the type system only. */
  readonly types?: StandardTypes<Input, Output> | undefined;
  /** Produces the schema's JSON Schema. */
  readonly jsonSchema: StandardJsonSchemaConverter;
}

/** A Standard Schema (`StandardSchemaV1`): zod, valibot, arktype, and ours. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  /** The standard properties. */
  readonly "~standard": StandardSchemaProps<Input, Output>;
}

/** A Standard JSON Schema (`StandardJSONSchemaV1`): a schema that can state itself as JSON Schema. */
export interface StandardJSONSchemaV1<Input = unknown, Output = Input> {
  /** The standard properties. */
  readonly "~standard": StandardJsonSchemaProps<Input, Output>;
}

/** The input type of a standard schema. */
export type StandardInput<S> = S extends {
  readonly "~standard": { readonly types?: infer Types };
}
  ? NonNullable<Types> extends StandardTypes<infer Input, unknown>
    ? Input
    : unknown
  : unknown;

/** The output type of a standard schema: what its `validate` returns. */
export type StandardOutput<S> = S extends {
  readonly "~standard": { readonly types?: infer Types };
}
  ? NonNullable<Types> extends StandardTypes<unknown, infer Output>
    ? Output
    : unknown
  : unknown;

/**
 * The TypeScript type of the values a const schema accepts: required properties required, the
 * others optional; `enum` a union of literals; `const` a literal; `integer` and `number` are
 * `number`; `anyOf` a union; `additionalProperties: false` an exact object; `items` an array; a
 * type list a union. A schema given as JSON text, or not known at compile time, gives `unknown`.
 */
export type Infer<S> = 0 extends 1 & S
  ? unknown
  : S extends string
    ? unknown
    : S extends { readonly const: infer Value }
      ? Mutable<Value>
      : S extends { readonly enum: readonly (infer Member)[] }
        ? Mutable<Member>
        : S extends { readonly anyOf: readonly (infer Branch)[] }
          ? S extends { readonly type: unknown }
            ? FromType<S> & Infer<Branch>
            : Infer<Branch>
          : FromType<S>;

type Mutable<T> = T extends readonly unknown[]
  ? { -readonly [Index in keyof T]: Mutable<T[Index]> }
  : T extends object
    ? { -readonly [Key in keyof T]: Mutable<T[Key]> }
    : T;

type Simplify<T> = { [Key in keyof T]: T[Key] } & {};

type FromType<S> = S extends { readonly type: infer Type }
  ? Type extends string
    ? string extends Type
      ? unknown
      : FromName<Type, S>
    : Type extends readonly (infer Name)[]
      ? string extends Name
        ? unknown
        : FromName<Name, S>
      : unknown
  : unknown;

type FromName<Name, S> = Name extends "null"
  ? null
  : Name extends "boolean"
    ? boolean
    : Name extends "integer" | "number"
      ? number
      : Name extends "string"
        ? string
        : Name extends "array"
          ? InferArray<S>
          : Name extends "object"
            ? InferObject<S>
            : never;

type InferArray<S> = S extends { readonly items: infer Items } ? Infer<Items>[] : unknown[];

type PropertiesOf<S> = S extends { readonly properties: infer Properties }
  ? Properties extends object
    ? Properties
    : Record<never, never>
  : Record<never, never>;

type RequiredOf<S> = S extends { readonly required: readonly (infer Name)[] }
  ? Name & string
  : never;

type ObjectBody<Properties, Required> = {
  -readonly [Key in keyof Properties as Key extends Required ? Key : never]: Infer<Properties[Key]>;
} & {
  -readonly [Key in keyof Properties as Key extends Required ? never : Key]?: Infer<
    Properties[Key]
  >;
} & {
  [Key in Required & string as Key extends keyof Properties ? never : Key]: unknown;
};

type InferObject<S> = S extends { readonly additionalProperties: false }
  ? Simplify<ObjectBody<PropertiesOf<S>, RequiredOf<S>>>
  : S extends { readonly additionalProperties: infer Additional }
    ? keyof PropertiesOf<S> | RequiredOf<S> extends never
      ? { [key: string]: Infer<Additional> }
      : Simplify<ObjectBody<PropertiesOf<S>, RequiredOf<S>> & { [key: string]: unknown }>
    : Simplify<ObjectBody<PropertiesOf<S>, RequiredOf<S>> & { [key: string]: unknown }>;

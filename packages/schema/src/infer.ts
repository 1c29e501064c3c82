/**
 * The TypeScript type of the values a const schema accepts: required properties required, the
 * others optional; `enum` a union of literals; `const` a literal; `integer` and `number` are
 * `number`; `anyOf` and `oneOf` unions, `allOf` an intersection; `additionalProperties: false` an
 * exact object, a schema there or `patternProperties` an index signature; `items` an array,
 * `prefixItems` (or draft-07's `items: [...]`) a tuple; `true` is `unknown`, `false` is `never`;
 * a local `$ref` is followed, {@link MAX_INFER_REF_DEPTH} references deep, then `unknown`. A schema
 * given as JSON text, or not known at compile time, gives `unknown`.
 */
export type Infer<S> = InferNode<S, S, []>;

/** How many `$ref`s deep `Infer` follows a recursive schema before it answers `unknown`. */
export type MAX_INFER_REF_DEPTH = 8;

/** One schema node, with the document's root (for `$ref`) and the references followed so far. */
type InferNode<S, Root, Depth extends unknown[]> = 0 extends 1 & S
  ? unknown
  : S extends true
    ? unknown
    : S extends false
      ? never
      : S extends string
        ? unknown
        : Tidy<Values<S, Root, Depth> & Applied<S, Root, Depth>>;

/** `const`, else `enum`, else what `type` says. */
type Values<S, Root, Depth extends unknown[]> = S extends { readonly const: infer Value }
  ? Mutable<Value>
  : S extends { readonly enum: readonly (infer Member)[] }
    ? Mutable<Member>
    : FromType<S, Root, Depth>;

/** What the applicators add: each is `unknown` when absent, so the intersection ignores it. */
type Applied<S, Root, Depth extends unknown[]> = AnyOf<S, "anyOf", Root, Depth> &
  AnyOf<S, "oneOf", Root, Depth> &
  AllOf<S, Root, Depth> &
  Reference<S, Root, Depth>;

type AnyOf<S, Keyword extends string, Root, Depth extends unknown[]> = S extends {
  readonly [K in Keyword]: readonly (infer Branch)[];
}
  ? InferNode<Branch, Root, Depth>
  : unknown;

type AllOf<S, Root, Depth extends unknown[]> = S extends { readonly allOf: infer List }
  ? List extends readonly unknown[]
    ? Every<List, Root, Depth>
    : unknown
  : unknown;

type Every<List extends readonly unknown[], Root, Depth extends unknown[]> = List extends readonly [
  infer Head,
  ...infer Tail,
]
  ? InferNode<Head, Root, Depth> & Every<Tail, Root, Depth>
  : unknown;

type Reference<S, Root, Depth extends unknown[]> = S extends { readonly $ref: infer Ref }
  ? Ref extends string
    ? Depth["length"] extends MAX_INFER_REF_DEPTH
      ? unknown
      : Ref extends "#"
        ? InferNode<Root, Root, [...Depth, Ref]>
        : Ref extends `#/${infer Pointer}`
          ? Resolved<Walk<Root, Split<Pointer>>, Root, [...Depth, Ref]>
          : unknown
    : unknown
  : unknown;

type Resolved<Target, Root, Depth extends unknown[]> = [Target] extends [NotFound]
  ? unknown
  : InferNode<Target, Root, Depth>;

declare const notFound: unique symbol;
type NotFound = typeof notFound;

type Split<Text extends string> = Text extends `${infer Head}/${infer Tail}`
  ? [Unescape<Head>, ...Split<Tail>]
  : [Unescape<Text>];

type Unescape<Token extends string> = Token extends `${infer Head}~1${infer Tail}`
  ? Unescape<`${Head}/${Tail}`>
  : Token extends `${infer Head}~0${infer Tail}`
    ? `${Head}~${Unescape<Tail>}`
    : Token;

type Walk<Node, Tokens extends unknown[]> = Tokens extends [infer Head, ...infer Tail]
  ? Head extends keyof Node
    ? Walk<Node[Head], Tail>
    : NotFound
  : Node;

type Mutable<T> = T extends readonly unknown[]
  ? { -readonly [Index in keyof T]: Mutable<T[Index]> }
  : T extends object
    ? { -readonly [Key in keyof T]: Mutable<T[Key]> }
    : T;

type Simplify<T> = { [Key in keyof T]: T[Key] } & {};

/** Objects made of intersections are flattened, so `allOf` and `$ref` read as one object. */
type Tidy<T> = T extends readonly unknown[]
  ? T
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? Simplify<T>
      : T;

type FromType<S, Root, Depth extends unknown[]> = S extends { readonly type: infer Type }
  ? Type extends string
    ? string extends Type
      ? unknown
      : FromName<Type, S, Root, Depth>
    : Type extends readonly (infer Name)[]
      ? string extends Name
        ? unknown
        : FromName<Name, S, Root, Depth>
      : unknown
  : unknown;

type FromName<Name, S, Root, Depth extends unknown[]> = Name extends "null"
  ? null
  : Name extends "boolean"
    ? boolean
    : Name extends "integer" | "number"
      ? number
      : Name extends "string"
        ? string
        : Name extends "array"
          ? InferArray<S, Root, Depth>
          : Name extends "object"
            ? InferObject<S, Root, Depth>
            : never;

/** `items` one schema: an array; `prefixItems` (or draft-07 `items: [...]`): a tuple. */
type InferArray<S, Root, Depth extends unknown[]> = S extends {
  readonly prefixItems: infer Prefix extends readonly unknown[];
}
  ? Tuple<Prefix, MinItems<S>, RestOf<S, "items", Root, Depth>, Root, Depth>
  : S extends { readonly items: infer Items extends readonly unknown[] }
    ? Tuple<Items, MinItems<S>, RestOf<S, "additionalItems", Root, Depth>, Root, Depth>
    : S extends { readonly items: infer Items }
      ? InferNode<Items, Root, Depth>[]
      : unknown[];

type MinItems<S> = S extends { readonly minItems: infer Min extends number } ? Min : 0;

type RestOf<S, Keyword extends string, Root, Depth extends unknown[]> = S extends {
  readonly [K in Keyword]: infer Rest;
}
  ? Rest extends false
    ? []
    : InferNode<Rest, Root, Depth>[]
  : unknown[];

/** The first `Min` elements required, the other prefix elements optional, then the rest. */
type Tuple<
  Prefix extends readonly unknown[],
  Min extends number,
  Rest extends unknown[],
  Root,
  Depth extends unknown[],
  Done extends unknown[] = [],
> = Prefix extends readonly [infer Head, ...infer Tail]
  ? Done["length"] extends Min
    ? [...Done, ...Optional<Prefix, Root, Depth>, ...Rest]
    : Tuple<Tail, Min, Rest, Root, Depth, [...Done, InferNode<Head, Root, Depth>]>
  : [...Done, ...Rest];

type Optional<Prefix extends readonly unknown[], Root, Depth extends unknown[]> = {
  -readonly [Index in keyof Prefix]?: InferNode<Prefix[Index], Root, Depth>;
};

type PropertiesOf<S> = S extends { readonly properties: infer Properties }
  ? Properties extends object
    ? Properties
    : Record<never, never>
  : Record<never, never>;

type RequiredOf<S> = S extends { readonly required: readonly (infer Name)[] }
  ? Name & string
  : never;

type ObjectBody<Properties, Required, Root, Depth extends unknown[]> = {
  -readonly [Key in keyof Properties as Key extends Required ? Key : never]: InferNode<
    Properties[Key],
    Root,
    Depth
  >;
} & {
  -readonly [Key in keyof Properties as Key extends Required ? never : Key]?: InferNode<
    Properties[Key],
    Root,
    Depth
  >;
} & {
  [Key in Required & string as Key extends keyof Properties ? never : Key]: unknown;
};

/** The type of the properties not named in `properties`; `never` when there can be none. */
type OtherValues<S, Root, Depth extends unknown[]> =
  | (S extends { readonly additionalProperties: infer Additional }
      ? InferNode<Additional, Root, Depth>
      : unknown)
  | PatternValues<S, Root, Depth>;

type PatternValues<S, Root, Depth extends unknown[]> = S extends {
  readonly patternProperties: infer Patterns;
}
  ? Patterns extends object
    ? { [Key in keyof Patterns]: InferNode<Patterns[Key], Root, Depth> }[keyof Patterns]
    : never
  : never;

type InferObject<S, Root, Depth extends unknown[]> = ObjectOf<
  ObjectBody<PropertiesOf<S>, RequiredOf<S>, Root, Depth>,
  OtherValues<S, Root, Depth>,
  keyof PropertiesOf<S> | RequiredOf<S>
>;

type ObjectOf<Body, Other, Named> = [Other] extends [never]
  ? Simplify<Body>
  : [Named] extends [never]
    ? { [key: string]: Other }
    : Simplify<
        Body & { [key: string]: unknown extends Other ? unknown : Other | Body[keyof Body] }
      >;

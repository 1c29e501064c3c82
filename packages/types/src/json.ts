/** A JSON value: what `JSON.parse` returns and `JSON.stringify` round-trips. */
export type Json = JsonPrimitive | JsonArray | JsonObject;

/** A JSON scalar. */
export type JsonPrimitive = null | boolean | number | string;

/** A JSON array. */
export type JsonArray = Json[];

/** A JSON object. Keys are own data properties; `__proto__` is an ordinary key. */
export interface JsonObject {
  [key: string]: Json;
}

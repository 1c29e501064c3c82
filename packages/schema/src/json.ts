/** A JSON value, as `JSON.parse` produces it (the same shape as `Json` in `@tinyllm/types`). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON object: the shape of a compiled schema handed back by `Schema.toJSON()`. */
export type JsonObject = { [key: string]: Json };

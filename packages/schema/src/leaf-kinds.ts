// Alone in a module that imports nothing, so a bundler writes each value in its place (in a
// module with imports it cannot: through an import cycle they could be read too early).

// Kinds of leaf schemas checked inline, without a closure call, in the loops over an object's
// properties or an array's items: most tool-argument schemas are mostly leaves.
export const GENERIC = 0;
export const STRING = 1;
export const INTEGER = 2;
export const NUMBER = 3;
export const BOOLEAN = 4;
export const NULL = 5;
export const ENUM = 6;
export const CONST = 7;
export const SMALL_ENUM = 8;
/** Up to this many scalar values, an enum is tested with === in a loop, not a Set lookup. */
export const SMALL_ENUM_SIZE = 4;

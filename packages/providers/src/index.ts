// The public surface of @tinyllm/providers: named re-exports only.
export {};

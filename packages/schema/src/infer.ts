/** The TypeScript type of the values a const schema accepts (placeholder until the full mapping lands). */
export type Infer<S> = S extends string ? unknown : unknown;

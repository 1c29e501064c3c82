/** What a projection did to a keyword the provider does not accept as it is. */
export type ProjectionAction = "dropped" | "moved-to-description" | "rewritten";

/** One lossy step of a projection: the registry still enforces what the provider lost. */
export interface ProjectionWarning {
  /** The tool whose schema it is. */
  readonly tool: string;
  /** The schema node, as in compile errors: `$`, `$.properties.days`. */
  readonly path: string;
  /** The keyword dropped, moved or rewritten (`strict` when a tool was sent non-strict). */
  readonly keyword: string;
  /** What happened to it. */
  readonly action: ProjectionAction;
}

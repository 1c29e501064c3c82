import * as schema from "@tinyllm/schema";
import * as schemaCore from "@tinyllm/schema/core";
import * as tool from "@tinyllm/tool";
import * as approval from "@tinyllm/tool/approval";
import type { SchemaModuleLike, ToolModuleLike } from "../src/index.js";

/** @tinyllm/schema in its core vocabulary (SPEC 4.1): the seed contract's suites run against this. */
export const coreSchema: SchemaModuleLike = {
  compile: (source: unknown) => schema.compile(source, { vocabulary: "core" }),
};

/** @tinyllm/schema/core, whose compile has only the core vocabulary: the seed contract holds for it too. */
export const coreEntrySchema: SchemaModuleLike = {
  compile: (source: unknown) => schemaCore.compile(source),
};

/** A registry whose tools compile their schemas in the core vocabulary, as the seed contract says. */
class CoreRegistry extends tool.Registry {
  constructor() {
    super({ vocabulary: "core" });
  }
}

/** The approval registry of @tinyllm/tool/approval, in the core vocabulary too. */
class CoreApprovalRegistry extends approval.ApprovalRegistry {
  constructor() {
    super({ vocabulary: "core" });
  }
}

/** @tinyllm/tool with the core vocabulary: its registry and tool makers, for the seed contract. */
export const coreTool: ToolModuleLike = {
  ...tool,
  Registry: CoreRegistry,
  ApprovalRegistry: CoreApprovalRegistry,
  newTool: (name, description, parameters, execute) =>
    tool.newTool(name, description, parameters, execute, { vocabulary: "core" }),
  defineTool: (spec) =>
    tool.defineTool({ ...spec, vocabulary: "core" } as Parameters<typeof tool.defineTool>[0]),
} as ToolModuleLike;

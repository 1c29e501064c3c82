import { compile, type Infer } from "@tinyllm/schema";
import { compile as compileCore, type Schema } from "@tinyllm/schema/core";

const parameters = {
  type: "object",
  properties: { city: { type: "string" }, unit: { enum: ["c", "f"] } },
  required: ["city"],
} as const;
type Args = Infer<typeof parameters>;
const args: Args = { city: "Paris", unit: "c" };
const errors: string[] = compile(parameters).validate(args).map(String);
// The core entry types its result the same way, and takes only the core vocabulary.
const core: Schema<Args> = compileCore(parameters, { vocabulary: "core" });
// @ts-expect-error the standard vocabulary is not in @tinyllm/schema/core
compileCore(parameters, { vocabulary: "standard" });

export { core, errors };

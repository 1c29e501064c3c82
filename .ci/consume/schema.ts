import { compile, type Infer } from "@tinyllm/schema";

const parameters = {
  type: "object",
  properties: { city: { type: "string" }, unit: { enum: ["c", "f"] } },
  required: ["city"],
} as const;
type Args = Infer<typeof parameters>;
const args: Args = { city: "Paris", unit: "c" };
const errors: string[] = compile(parameters).validate(args).map(String);

export { errors };

import { describeSchemaContract } from "../src/index.js";
import { coreEntrySchema, coreSchema as schema } from "./core-module.js";

describeSchemaContract("@tinyllm/schema", schema);
describeSchemaContract("@tinyllm/schema/core", coreEntrySchema);

import { describeSchemaContract } from "../src/index.js";
import { coreSchema as schema } from "./core-module.js";

describeSchemaContract("@tinyllm/schema", schema);

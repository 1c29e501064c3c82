import * as schema from "@tinyllm/schema";
import { describeSchemaContract } from "../src/index.js";

describeSchemaContract("@tinyllm/schema", schema);

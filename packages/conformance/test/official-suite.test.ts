import { fileURLToPath } from "node:url";
import * as schema from "@tinyllm/schema";
import { describeOfficialSuite } from "../src/index.js";

const dataDir = fileURLToPath(
  new URL("../../../../shared/json-schema-test-suite", import.meta.url),
);

describeOfficialSuite("official JSON Schema Test Suite against @tinyllm/schema", schema, {
  dataDir,
});

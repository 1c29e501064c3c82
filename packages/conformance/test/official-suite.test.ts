import { fileURLToPath } from "node:url";
import { describeOfficialSuite } from "../src/index.js";
import { coreEntrySchema, coreSchema as schema } from "./core-module.js";

const dataDir = fileURLToPath(
  new URL("../../../../shared/json-schema-test-suite", import.meta.url),
);

describeOfficialSuite("official JSON Schema Test Suite against @tinyllm/schema", schema, {
  dataDir,
});
describeOfficialSuite(
  "official JSON Schema Test Suite against @tinyllm/schema/core",
  coreEntrySchema,
  {
    dataDir,
  },
);

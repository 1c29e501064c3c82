// One closest-name rule for every package: `@tinyllm/types` holds it (schema cannot import tool).
export { closestName, editDistance } from "@tinyllm/types";

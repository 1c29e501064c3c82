export { type OtelHooksOptions, otelHooks } from "./otel-hooks.js";

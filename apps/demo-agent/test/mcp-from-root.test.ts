// The `--mcp` example of the README and of --help, run as the README says: from the repository
// root. npx inside a pnpm workspace cannot run a package it does not find linked in
// node_modules/.bin ("mcp-server-everything: not found", issue 33), so the root lists the
// reference servers as dev dependencies, and this test runs the documented command as written.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELP } from "../src/cli/cli-options.js";
import { bundleCli } from "./bundle-cli.js";

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const DOCUMENTED = "npx -y @modelcontextprotocol/server-everything";

let cliPath = "";
let removeBundle = async () => {};
beforeAll(async () => {
  ({ cliPath, remove: removeBundle } = await bundleCli());
}, 60_000);
afterAll(() => removeBundle());

function runFromRoot(
  args: readonly string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("pnpm demo --mcp, as documented", () => {
  it("is the command --help shows", () => {
    expect(HELP).toContain(`--mcp "${DOCUMENTED}"`);
  });

  it("starts server-everything from the repository root and adds its tools", {
    timeout: 60_000,
  }, async () => {
    const result = await runFromRoot(["--mcp", DOCUMENTED, "--quiet"]);
    expect(result.stderr).not.toContain("not found");
    expect(result.stderr).toMatch(/\becho\b/);
    expect(result.code).toBe(0);
  });
});

/** Retries an assertion until it passes or `timeoutMs` runs out (generous: only correctness is judged). */
export async function eventually(check: () => unknown, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

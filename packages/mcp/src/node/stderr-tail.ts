/** The last lines a server wrote to stderr, bounded in lines and characters, for error messages. */
export class StderrTail {
  readonly #maxLines: number;
  readonly #maxChars: number;
  #lines: string[] = [];
  #partial = "";

  constructor(maxLines = 20, maxChars = 4_000) {
    this.#maxLines = maxLines;
    this.#maxChars = maxChars;
  }

  /** Adds a chunk of stderr text. */
  push(text: string): void {
    const parts = (this.#partial + text).split(/\r?\n/);
    this.#partial = (parts.pop() ?? "").slice(-this.#maxChars);
    for (const line of parts) this.#lines.push(line.slice(-this.#maxChars));
    if (this.#lines.length > this.#maxLines) this.#lines = this.#lines.slice(-this.#maxLines);
  }

  /** The kept lines, oldest first, cut to the character bound from the front. */
  text(): string {
    const all = [...this.#lines, ...(this.#partial === "" ? [] : [this.#partial])]
      .filter((line) => line.trim() !== "")
      .slice(-this.#maxLines)
      .join("\n");
    return all.length > this.#maxChars ? `...${all.slice(-this.#maxChars)}` : all;
  }
}

/** ANSI styles used by the transcript; each is the identity when colour is off. */
export interface Palette {
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
  readonly yellow: (text: string) => string;
  readonly cyan: (text: string) => string;
  readonly magenta: (text: string) => string;
}

/**
 * Whether to colour a stream: `FORCE_COLOR` (other than `0` or `false`) forces it,
 * `NO_COLOR` (non-empty, https://no-color.org) turns it off, and otherwise only a
 * terminal (`isTTY`) that is not `TERM=dumb` gets colour.
 */
export function shouldColour(
  stream: { readonly isTTY?: boolean | undefined },
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== "0" && force.toLowerCase() !== "false";
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  return stream.isTTY === true && env.TERM !== "dumb";
}

function style(open: number, close: number): (text: string) => string {
  return (text) => `\u001b[${open}m${text}\u001b[${close}m`;
}

const plain = (text: string) => text;

/** The palette for a coloured or a plain stream. */
export function palette(colour: boolean): Palette {
  if (!colour) {
    return {
      bold: plain,
      dim: plain,
      red: plain,
      green: plain,
      yellow: plain,
      cyan: plain,
      magenta: plain,
    };
  }
  return {
    bold: style(1, 22),
    dim: style(2, 22),
    red: style(31, 39),
    green: style(32, 39),
    yellow: style(33, 39),
    cyan: style(36, 39),
    magenta: style(35, 39),
  };
}

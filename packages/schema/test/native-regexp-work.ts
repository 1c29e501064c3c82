/** One `RegExp.prototype.test` call seen by {@link nativeRegExpWork}: the expression's source and the input. */
export interface NativeTest {
  readonly source: string;
  readonly input: string;
}

/** What one synchronous run asked of native `RegExp`, in order. */
export interface NativeRegExpWork<T> {
  /** What `run` returned. */
  readonly result: T;
  /** The source of each `new RegExp(source, flags)` (literals in code are not seen). */
  readonly built: string[];
  /** Each `test` call on any regular expression. */
  readonly tested: NativeTest[];
}

/**
 * Runs `run` with `globalThis.RegExp` and `RegExp.prototype.test` wrapped to record each
 * construction and each test, then puts both back. For tests of work a shortcut saves: the
 * answers are the same either way, the native calls are not. `run` must be synchronous, so
 * nothing else runs while the wrappers are in place.
 */
export function nativeRegExpWork<T>(run: () => T): NativeRegExpWork<T> {
  const Native = globalThis.RegExp;
  const nativeTest = Native.prototype.test;
  const built: string[] = [];
  const tested: NativeTest[] = [];
  const counting = new Proxy(Native, {
    construct(target, args) {
      built.push(String(args[0]));
      return Reflect.construct(target, args);
    },
  });
  globalThis.RegExp = counting;
  Native.prototype.test = function test(this: RegExp, input: string): boolean {
    tested.push({ source: this.source, input });
    return nativeTest.call(this, input);
  };
  try {
    return { result: run(), built, tested };
  } finally {
    globalThis.RegExp = Native;
    Native.prototype.test = nativeTest;
  }
}

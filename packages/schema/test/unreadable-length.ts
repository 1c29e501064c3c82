/** An empty array whose `length` throws `Error("boom")` when read: tells whether a path reads it. */
export function unreadableLength(): unknown[] {
  return new Proxy([], {
    get(target, key, receiver) {
      if (key === "length") throw new Error("boom");
      return Reflect.get(target, key, receiver);
    },
  });
}

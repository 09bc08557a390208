// Types for answers as the browser receives them, derived from the server's so a changed field fails
// the type check on both sides.

/** What a value becomes through JSON.stringify and JSON.parse: dates become ISO text, the rest keeps its shape. */
export type Jsonify<T> = T extends Date
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer Item)[]
      ? Jsonify<Item>[]
      : T extends object
        ? { [Key in keyof T]: Jsonify<T[Key]> }
        : never;

/** The JSON answer of a data-layer function: `JsonAnswer<typeof findAdminExperts>`. */
export type JsonAnswer<Query extends (...args: never[]) => unknown> = Jsonify<Awaited<ReturnType<Query>>>;

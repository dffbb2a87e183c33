/**
 * What a Korean text module must provide for its English sibling's value: the same shape, with every string
 * widened to `string` (English modules are `as const`, so their types are the literal English text). A missing key
 * is a type error; content/ko-edition.test.ts checks the rest (same array lengths, identifiers unchanged, text in
 * Korean).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

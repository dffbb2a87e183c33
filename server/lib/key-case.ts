/** `created_at` -> `createdAt` */
export type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;
/** `createdAt` -> `created_at` (ASCII names) */
export type Snake<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<Rest>}`
  : S;
export type CamelKeys<T> = { [K in keyof T & string as Camel<K>]: T[K] };
export type SnakeKeys<T> = { [K in keyof T & string as Snake<K>]: T[K] };

/**
 * Renames an object's keys between the database's snake_case and the code's camelCase, so a stored row's fields
 * are named once (in its schema) and the other spelling is derived, in the types as at run time.
 */
export function camelKeys<T extends object>(value: T): CamelKeys<T> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    out[key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())] = v;
  return out as CamelKeys<T>;
}

export function snakeKeys<T extends object>(value: T): SnakeKeys<T> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = v;
  return out as SnakeKeys<T>;
}

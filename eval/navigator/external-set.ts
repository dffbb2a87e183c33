import { z } from "zod";
import { resolvePath } from "../../content/resolve";
import type { ScoredCase } from "./evaluate";

const caseSchema = z
  .tuple([z.string().min(1), z.string().min(1)], z.string().min(1))
  .refine((c) => c.length >= 3, "a query needs a page or unknown");
const setSchema = z.array(caseSchema).min(1);

/** A label is usable when it is `unknown` or a page the site serves (an alias counts: it resolves to its page). */
const knownLabel = (label: string) => label === "unknown" || resolvePath(label).status === 200;

/**
 * A set written outside the repository, as its module exports it: a non-empty list of `[group, query, ...pages]`
 * with at least one page (or `unknown`) each. The queries whose labels all name a page or `unknown` are usable; the
 * others are counted, never shown (their text would show the set to whoever reads the output).
 */
export function parseExternalSet(
  data: unknown,
): { ok: true; usable: ScoredCase[]; badLabels: number } | { ok: false; error: string } {
  const parsed = setSchema.safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      error: `not a non-empty list of [group, query, ...pages]: ${parsed.error.issues[0]?.message ?? ""}`,
    };
  const usable: ScoredCase[] = parsed.data.filter((c) => c.slice(2).every(knownLabel));
  return { ok: true, usable, badLabels: parsed.data.length - usable.length };
}

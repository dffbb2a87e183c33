/** Join class names, skipping falsy values. (No tailwind-merge: callers never pass conflicting utilities.) */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}

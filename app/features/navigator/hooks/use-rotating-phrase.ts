import { useEffect, useState } from "react";

/** The helper phrase to show, advancing every `periodMs` (8 s on the home box, 6 s in the drawer). */
export function useRotatingPhrase(phrases: readonly string[], periodMs: number): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (phrases.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % phrases.length), periodMs);
    return () => clearInterval(timer);
  }, [phrases.length, periodMs]);
  return phrases[index % phrases.length] ?? "";
}

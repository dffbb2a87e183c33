import type { Paper } from "../../../content/data/papers";

export interface PaperFilter {
  /** "" means every topic. */
  topic: string;
  /** "" means every year. */
  year: string;
  query: string;
}

export const EMPTY_FILTER: PaperFilter = { topic: "", year: "", query: "" };

const normalise = (s: string) => s.toLocaleLowerCase("en").normalize("NFKD");

/** Papers matching topic, year and every word of the query (in title, authors, abstract or keywords). */
export function filterPapers(all: readonly Paper[], filter: PaperFilter): Paper[] {
  const words = normalise(filter.query).split(/\s+/).filter(Boolean);
  return all.filter((paper) => {
    if (filter.topic && paper.topic !== filter.topic) return false;
    if (filter.year && String(paper.year) !== filter.year) return false;
    if (words.length === 0) return true;
    const haystack = normalise(
      [paper.title, paper.authors.join(" "), paper.abstract, paper.keywords.join(" ")].join(" "),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** Distinct years, newest first, for the year filter. */
export function paperYears(all: readonly Paper[]): number[] {
  return [...new Set(all.map((p) => p.year))].sort((a, b) => b - a);
}

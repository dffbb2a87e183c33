/**
 * What visitors ask for when a page is the right answer, in their own words: one list per language for each
 * destination, keyed by the destination's English path ("/ecosystem/solutions/torusdb"). The navigator learns each
 * page from these as well as from the page's own text, so a need described without the page's vocabulary still
 * finds it.
 */
export interface PageRequests {
  readonly en: readonly string[];
  readonly ko: readonly string[];
}

export type RequestList = Readonly<Record<string, PageRequests>>;

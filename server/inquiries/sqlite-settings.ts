/**
 * The page cache of every connection to the SQLite store, in KiB (SQLite's own default).
 *
 * better-sqlite3 compiles SQLite with a 16 MB default. The decision log's writer fills its cache with the pages it
 * appends to, so under navigate load its thread's resident memory kept growing (14 MB after 6 s, 20 MB after 20 s)
 * for pages it rarely reads again; the main connection would do the same on the daily prune. The store's pages are
 * small rows read by short queries, and the operating system's file cache keeps recently written pages anyway:
 * with 2 MB navigate throughput was the same in an interleaved A/B and the server held about 9 MB less after load.
 */
export const SQLITE_PAGE_CACHE_KIB = 2000;

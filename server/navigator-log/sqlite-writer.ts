import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { SQLITE_PAGE_CACHE_KIB } from "../inquiries/sqlite-settings";
import type { DecisionRow } from "./schema";

/**
 * Writes batches of decisions into the SQLite store from a worker thread with its own connection to the file.
 *
 * Why a thread: a batch of 500 rows costs the thread that writes it 2-4 ms plus the commit's fsync (the store runs
 * with synchronous = FULL so that no inquiry is lost). On the server's event loop that was a pause every ~80 ms
 * under load, which every request arriving meanwhile waited out, and about 10 us of each navigate request's CPU
 * time. The worker's connection takes the write lock like any other (WAL mode, busy_timeout): it waits for an
 * inquiry's transaction instead of landing inside it. The other way round, a write on the main connection that
 * meets a batch being committed waits in SQLite's busy handler, which sleeps the event loop (1, 2, 5, 10 ms ...)
 * until the batch is done: rare (an inquiry or feedback during a commit), as it was when the batch ran there.
 *
 * The thread starts with the first batch (and again if it ever stops). `close` waits for the batches sent; a batch
 * written after it is refused (the recorder counts it as dropped).
 */
export interface SqliteDecisionWriter {
  write(rows: readonly DecisionRow[]): Promise<void>;
  close(): Promise<void>;
}

const FIELDS = 7;

// CommonJS run by the worker (eval: the same text works from the sources under tsx or Vitest and from the built
// bundle). It loads the driver from the path the server resolved, so it does not depend on the working directory.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
let db = null;
let writeAll = null;
// Opened on the first batch and again after a failure, so a store that was missing or unmigrated is used as soon
// as it is there; every failure is answered as the batch's error.
function open() {
  db = new Database(workerData.file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  db.pragma("synchronous = FULL");
  db.pragma("cache_size = -${SQLITE_PAGE_CACHE_KIB}");
  const insert = db.prepare(
    "INSERT INTO navigator_decisions (answer_id, day, locale, query, destination, confidence, confident) " +
      "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (answer_id) DO NOTHING",
  );
  return db.transaction((fields) => {
    for (let i = 0; i < fields.length; i += ${FIELDS}) {
      insert.run(fields[i], fields[i + 1], fields[i + 2], fields[i + 3], fields[i + 4], fields[i + 5], fields[i + 6]);
    }
  });
}
parentPort.on("message", ({ id, fields }) => {
  try {
    writeAll ??= open();
    writeAll(fields);
    parentPort.postMessage({ id, error: null });
  } catch (error) {
    try {
      db?.close();
    } catch {}
    db = null;
    writeAll = null;
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Waiting {
  resolve(): void;
  reject(error: Error): void;
  done: Promise<void>;
}

/** `driver` is the SQLite module the thread loads (default better-sqlite3; tests pass a stand-in). */
export function createSqliteDecisionWriter(
  file: string,
  driver: string = createRequire(import.meta.url).resolve("better-sqlite3"),
): SqliteDecisionWriter {
  // Each thread answers for its own batches only: a thread that stops fails what it was sent, never what its
  // successor was sent (a crash emits "error" and then "exit", and a batch may go to the new thread in between).
  let current: { worker: Worker; pending: Map<number, Waiting> } | null = null;
  let closing = false;
  let nextId = 0;
  const start = () => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, file },
      // A batch is a few hundred KB of strings: a small young generation keeps the thread's memory small.
      resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 64 },
    });
    const thread = { worker, pending: new Map<number, Waiting>() };
    // Idle, it must not keep the process alive; a batch in flight holds it (ref) until its answer.
    worker.unref();
    worker.on("message", ({ id, error }: { id: number; error: string | null }) => {
      const waiting = thread.pending.get(id);
      thread.pending.delete(id);
      if (thread.pending.size === 0) worker.unref();
      if (error === null) waiting?.resolve();
      else waiting?.reject(new Error(`decision log: ${error}`));
    });
    const lost = (error: Error) => {
      if (current === thread) current = null;
      for (const waiting of thread.pending.values()) waiting.reject(error);
      thread.pending.clear();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`decision log writer stopped (exit code ${code})`)));
    return thread;
  };
  return {
    write(rows) {
      if (rows.length === 0) return Promise.resolve();
      if (closing) return Promise.reject(new Error("decision log: the store is closing"));
      const fields: (string | number)[] = new Array<string | number>(rows.length * FIELDS);
      let k = 0;
      for (const row of rows) {
        fields[k++] = row.answer_id;
        fields[k++] = row.day;
        fields[k++] = row.locale;
        fields[k++] = row.query;
        fields[k++] = row.destination;
        fields[k++] = row.confidence;
        fields[k++] = row.confident;
      }
      const thread = (current ??= start());
      const id = nextId++;
      let settle: Omit<Waiting, "done"> = { resolve: () => undefined, reject: () => undefined };
      const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      try {
        thread.worker.postMessage({ id, fields });
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      thread.pending.set(id, { ...settle, done });
      thread.worker.ref();
      return done;
    },
    async close() {
      closing = true;
      const thread = current;
      current = null;
      if (!thread) return;
      // Batches already sent are committed (or have failed) before the thread goes.
      await Promise.allSettled([...thread.pending.values()].map((waiting) => waiting.done));
      await thread.worker.terminate();
    },
  };
}

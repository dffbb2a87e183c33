import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { DecisionRow } from "./schema";

/**
 * Writes batches of decisions into the SQLite store from a worker thread with its own connection to the file.
 *
 * Why a thread: a batch of 500 rows costs the thread that writes it 2-4 ms plus the commit's fsync (the store runs
 * with synchronous = FULL so that no inquiry is lost). On the server's event loop that was a pause every ~80 ms
 * under load, which every request arriving meanwhile waited out, and about 10 us of each navigate request's CPU
 * time. The worker's connection takes the write lock like any other (WAL mode, busy_timeout): it waits for an
 * inquiry's transaction instead of landing inside it, and an inquiry waits at most one batch for it.
 *
 * The thread starts with the first batch (and again if it ever stops); `close` waits for what was sent.
 */
export interface SqliteDecisionWriter {
  write(rows: readonly DecisionRow[]): Promise<void>;
  close(): Promise<void>;
}

const FIELDS = 6;

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
  db = new Database(workerData.file);
  db.pragma("busy_timeout = 5000");
  db.pragma("synchronous = FULL");
  const insert = db.prepare(
    "INSERT INTO navigator_decisions (answer_id, day, locale, query, destination, confidence) " +
      "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (answer_id) DO NOTHING",
  );
  return db.transaction((fields) => {
    for (let i = 0; i < fields.length; i += ${FIELDS}) {
      insert.run(fields[i], fields[i + 1], fields[i + 2], fields[i + 3], fields[i + 4], fields[i + 5]);
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

export function createSqliteDecisionWriter(file: string): SqliteDecisionWriter {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: () => void; reject: (error: Error) => void; done: Promise<void> }
  >();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, file },
      // A batch is a few hundred KB of strings: a small young generation keeps the thread's memory small.
      resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 64 },
    });
    // Idle, it must not keep the process alive; a batch in flight holds it (ref) until its answer.
    started.unref();
    started.on("message", ({ id, error }: { id: number; error: string | null }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (error === null) waiting?.resolve();
      else waiting?.reject(new Error(`decision log: ${error}`));
    });
    const lost = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on("error", lost);
    started.on("exit", (code) => lost(new Error(`decision log writer stopped (exit code ${code})`)));
    return started;
  };
  return {
    write(rows) {
      if (rows.length === 0) return Promise.resolve();
      const fields: (string | number)[] = new Array<string | number>(rows.length * FIELDS);
      let k = 0;
      for (const row of rows) {
        fields[k++] = row.answer_id;
        fields[k++] = row.day;
        fields[k++] = row.locale;
        fields[k++] = row.query;
        fields[k++] = row.destination;
        fields[k++] = row.confidence;
      }
      worker ??= start();
      const id = nextId++;
      let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
      const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      if (settle) pending.set(id, { ...settle, done });
      worker.ref();
      worker.postMessage({ id, fields });
      return done;
    },
    async close() {
      const running = worker;
      worker = null;
      if (!running) return;
      // Batches already sent are committed (or have failed) before the thread goes.
      await Promise.allSettled([...pending.values()].map((p) => p.done));
      await running.terminate();
    },
  };
}

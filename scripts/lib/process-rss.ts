import { readdirSync, readFileSync } from "node:fs";

/** The parent pid of a process, from /proc/<pid>/stat (the command name may hold spaces and parentheses). */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[1]);
  } catch {
    return null;
  }
}

function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A process's resident pages that no other process maps, and those it shares, from /proc/<pid>/smaps_rollup. */
function privateAndShared(pid: number): { private: number; shared: number } {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(rollup)?.[1] ?? 0) * 1024;
    return {
      private: kb("Private_Clean") + kb("Private_Dirty"),
      shared: kb("Shared_Clean") + kb("Shared_Dirty"),
    };
  } catch {
    return { private: 0, shared: 0 };
  }
}

/** A process and every descendant, parents before children (Linux /proc only). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const pids: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    pids.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/**
 * Resident memory of a process and every descendant: what the machine actually pays for a server, including any
 * wrapper or helper processes it started.
 */
export function processTreeRss(root: number): { pids: number[]; bytes: number } {
  const pids = processTree(root);
  return { pids, bytes: pids.reduce((sum, pid) => sum + rssBytes(pid), 0) };
}

/**
 * The resident memory of a process and every descendant with shared pages counted once: each process's private
 * pages, plus the largest set of shared pages among them. Summed resident sizes count node's own code (about 40 MB,
 * mapped by npm and by the server it starts) once per process; this counts it once, on the assumption (true of npm
 * and the server) that the other processes share no page the largest one does not.
 */
export function processTreeResidentOnce(root: number): number {
  const parts = processTree(root).map(privateAndShared);
  return parts.reduce((sum, p) => sum + p.private, 0) + Math.max(0, ...parts.map((p) => p.shared));
}

/**
 * CPU time a process has used so far (user + system, every thread), in microseconds, from /proc/<pid>/stat; null
 * where /proc is not available.
 */
export function processCpuMicros(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** CPU time of a process and every descendant, in microseconds; null where /proc is not available. */
export function processTreeCpuMicros(root: number): number | null {
  let total = 0;
  for (const pid of processTree(root)) {
    const micros = processCpuMicros(pid);
    if (micros === null) return null;
    total += micros;
  }
  return total;
}

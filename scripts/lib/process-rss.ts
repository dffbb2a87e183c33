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

/**
 * Resident memory of a process and every descendant (Linux /proc only): what the machine actually pays for a
 * server, including any wrapper or helper processes it started.
 */
export function processTreeRss(root: number): { pids: number[]; bytes: number } {
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
  return { pids, bytes: pids.reduce((sum, pid) => sum + rssBytes(pid), 0) };
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

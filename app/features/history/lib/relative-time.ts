import { historyMessages, type HistoryMessages } from "../../../../content/messages/history";
import { fill } from "../../../../content/fill";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (forms: { one: string; other: string }, n: number) =>
  n === 1 ? forms.one : fill(forms.other, { n });

/** 'Just now', 'N minutes ago', 'N hours ago' or 'N days ago'. A future timestamp reads 'Just now'. */
export function relativeTime(timestamp: number, now: number, m: HistoryMessages = historyMessages): string {
  const elapsed = Math.max(0, now - timestamp);
  if (elapsed < MINUTE) return m.justNow;
  if (elapsed < HOUR) return plural(m.minutesAgo, Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return plural(m.hoursAgo, Math.floor(elapsed / HOUR));
  return plural(m.daysAgo, Math.floor(elapsed / DAY));
}

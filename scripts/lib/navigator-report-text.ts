import type { NavigatorReport } from "../../server/navigator-log/repository";

export interface ReportHeader {
  sinceDay: string;
  today: string;
  days: number;
  store: string;
}

/** Unknown answers as a share of all decisions, 0..1 (0 when nothing was asked). */
export const unknownRate = (report: NavigatorReport): number =>
  report.total === 0 ? 0 : Math.round((report.unknown / report.total) * 10_000) / 10_000;

// Queries and comments are typed by visitors: control characters (escape sequences could rewrite the operator's
// terminal) and line breaks (they would break the columns) become spaces.
const printable = (text: string) =>
  text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();

// Hangul, CJK and full-width forms take two cells of a terminal; padding by string length would skew a column of
// Korean queries.
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;
const cells = (text: string) => [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);
const padEnd = (text: string, width: number) => text + " ".repeat(Math.max(0, width - cells(text)));
const padStart = (text: string, width: number) => " ".repeat(Math.max(0, width - cells(text))) + text;

// Columns are as wide as their longest value up to this; a longer value overflows its own line only.
const MAX_COLUMN = 60;

/** Right-aligned counts, then the text columns padded to a common width (the last column is never padded). */
function table(header: readonly string[], rows: readonly (readonly string[])[], indent = "  "): string[] {
  if (rows.length === 0) return [];
  const all = [header, ...rows].map((row) => row.map(printable));
  const widths = header.map((_, column) =>
    Math.min(MAX_COLUMN, Math.max(...all.map((row) => cells(row[column] ?? "")))),
  );
  const line = (row: readonly string[]) =>
    indent +
    row
      .map((value, column) => {
        const width = widths[column] ?? 0;
        if (column === 0) return padStart(value, width);
        return column === row.length - 1 ? value : padEnd(value, width);
      })
      .join("  ")
      .trimEnd();
  return all.map(line);
}

function section(title: string, lines: readonly string[]): string {
  return [title, ...(lines.length > 0 ? lines : ["  none"])].join("\n");
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** `npm run navigator:report`'s text: a header, the totals, then one section per list. */
export function formatReport(report: NavigatorReport, header: ReportHeader): string {
  const totals: [string, string][] = [
    ["Decisions", String(report.total)],
    ["Unknown", `${report.unknown} (${percent(unknownRate(report))})`],
    ["Helpful", String(report.helpful)],
    ["Not helpful", String(report.notHelpfulCount)],
    [
      "Unsure",
      `${report.unsure.total} offered with choices; a choice taken ${report.unsure.chosen}, another page than the answer's ${report.unsure.chosenOther}`,
    ],
  ];
  const labelWidth = Math.max(...totals.map(([label]) => label.length));
  const sections = [
    section(
      "Top unanswered queries",
      table(
        ["count", "query"],
        report.unanswered.map((r) => [String(r.count), r.query]),
      ),
    ),
    section("Confident answers flagged not helpful", notHelpfulLines(report.confidentNotHelpful)),
    section(
      "Confident answers where the visitor chose another page",
      table(
        ["count", "query", "", "answer", "", "chosen"],
        report.confidentChoseOther.map((r) => [
          String(r.count),
          r.query,
          "→",
          r.destination,
          "chose",
          r.chosen,
        ]),
      ),
    ),
    section(
      "Unsure answers where the visitor chose another page",
      table(
        ["count", "query", "", "answer", "", "chosen"],
        report.choseOther.map((r) => [String(r.count), r.query, "→", r.destination, "chose", r.chosen]),
      ),
    ),
    section("Not helpful", notHelpfulLines(report.notHelpful)),
    section(
      "Destinations",
      table(
        ["count", "path"],
        report.destinations.map((r) => [String(r.count), r.path]),
      ),
    ),
  ];
  return [
    `Navigator report: ${header.sinceDay} .. ${header.today} (UTC, ${header.days} day${header.days === 1 ? "" : "s"})`,
    `Store: ${header.store}`,
    "",
    ...totals.map(([label, value]) => `  ${label.padEnd(labelWidth)}  ${value}`),
    "",
    sections.join("\n\n"),
  ].join("\n");
}

function notHelpfulLines(rows: NavigatorReport["notHelpful"]): string[] {
  const lines = table(
    ["count", "query", "", "destination"],
    rows.map((r) => [String(r.count), r.query, "→", r.destination]),
  );
  const [head, ...body] = lines;
  const countWidth = Math.max(5, ...rows.map((r) => String(r.count).length));
  const out = head === undefined ? [] : [head];
  rows.forEach((row, index) => {
    const line = body[index];
    if (line !== undefined) out.push(line);
    // Under the query column, so each comment sits visibly under its answer.
    for (const comment of row.comments) out.push(`${" ".repeat(2 + countWidth + 2)}- ${printable(comment)}`);
  });
  return out;
}

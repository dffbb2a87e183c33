import { type Inquiry, recipientKey } from "../../server/inquiries/schema";

/** What `npm run inquiries -- --delete <email>` did, for the person who asked and for the one who runs it. */
export interface DeletionReport {
  store: string;
  email: string;
  deleted: number;
  ids: string[];
  /** Deleted inquiries whose copy had already been mailed, by mailbox: those e-mails are still there. */
  mailed: Record<string, number>;
  /** Other addresses still in the store that reach the same inbox at most providers (case, `+tag`). */
  sameInbox: string[];
}

export function deletionReport(
  store: string,
  email: string,
  deleted: readonly Inquiry[],
  remaining: readonly Inquiry[],
): DeletionReport {
  const mailed: Record<string, number> = {};
  for (const row of deleted) if (row.mailboxSentAt) mailed[row.mailbox] = (mailed[row.mailbox] ?? 0) + 1;
  const key = recipientKey(email);
  const sameInbox = [...new Set(remaining.filter((r) => r.recipientKey === key).map((r) => r.email))].sort();
  // The store compares addresses without regard to case; the report names the address the same way.
  const address = email.trim().toLowerCase();
  return { store, email: address, deleted: deleted.length, ids: deleted.map((r) => r.id), mailed, sameInbox };
}

const inquiries = (n: number) => `${n} ${n === 1 ? "inquiry" : "inquiries"}`;

/** The report as the lines the script prints. */
export function formatDeletion(report: DeletionReport): string {
  const lines = [
    report.deleted === 0
      ? `${report.store}: no inquiries from ${report.email}; nothing deleted.`
      : `${report.store}: deleted ${inquiries(report.deleted)} from ${report.email}.`,
  ];
  for (const [mailbox, n] of Object.entries(report.mailed))
    lines.push(
      `${n === 1 ? "One of them had" : `${n} of them had`} already been mailed to ${mailbox}: delete ${n === 1 ? "that e-mail" : "those e-mails"} from the mailbox as well.`,
    );
  for (const other of report.sameInbox)
    lines.push(
      `Not deleted: inquiries from ${other}, which reaches the same inbox at most providers. If it is the same person, run npm run inquiries -- --delete ${other}`,
    );
  return lines.join("\n");
}

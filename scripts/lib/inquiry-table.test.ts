import { describe, expect, it } from "vitest";
import type { Inquiry } from "../../server/inquiries/schema";
import { inquiryTable } from "./inquiry-table";

const inquiry = (over: Partial<Inquiry>): Inquiry => ({
  id: "id",
  createdAt: "2026-01-02T03:04:05.000Z",
  mailbox: "contact@nullspace.example",
  name: "Ada",
  company: "",
  email: "ada@example.com",
  message: "Hello",
  context: "",
  subject: "s",
  template: "table",
  wantsAutoresponse: true,
  locale: "en",
  recipientKey: "ada@example.com",
  status: "sent",
  attempts: 1,
  nextAttemptAt: "2026-01-02T03:04:05.000Z",
  lastError: null,
  mailboxSentAt: "2026-01-02T03:04:06.000Z",
  autoresponseGrantedAt: null,
  autoresponseSentAt: null,
  autoresponseSkipped: null,
  sentAt: "2026-01-02T03:04:06.000Z",
  clientIp: "",
  privacyConsent: true,
  privacyNoticeVersion: "2026-11-26",
  ...over,
});

describe("npm run inquiries", () => {
  it("shows what happened to each autoresponse, with the reason when it was skipped", () => {
    const lines = inquiryTable([
      inquiry({ autoresponseGrantedAt: "x", autoresponseSentAt: "y" }),
      inquiry({ autoresponseSkipped: "address-limit" }),
      inquiry({ autoresponseSkipped: "hourly-cap" }),
      inquiry({ wantsAutoresponse: false }),
      inquiry({ status: "pending" }),
    ]).split("\n");
    const column = (line: string | undefined) => line?.slice(42, 64).trim();
    expect(lines[0]).toContain("autoresponse");
    expect(lines.slice(2).map(column)).toEqual([
      "sent",
      "skipped: address-limit",
      "skipped: hourly-cap",
      "-",
      "not yet",
    ]);
  });
});

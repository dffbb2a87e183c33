import { describe, expect, it } from "vitest";
import { securityTxtExpires, securityTxtWarning } from "./security-txt";

const file = (expires: string) => `Contact: mailto:a@b.example\nExpires: ${expires}\n`;
const now = new Date("2027-01-01T00:00:00Z");

describe("security.txt's expiry, as the server checks it at start-up", () => {
  it("reads the Expires field", () => {
    expect(securityTxtExpires(file("2027-06-01T12:00:00Z"))?.toISOString()).toBe("2027-06-01T12:00:00.000Z");
    expect(securityTxtExpires("Contact: mailto:a@b.example\n")).toBeNull();
    expect(securityTxtExpires(file("next year"))).toBeNull();
  });

  it("warns when the file expires within a month, has expired, or has no valid Expires", () => {
    expect(securityTxtWarning(file("2027-06-01T00:00:00Z"), now)).toBeNull();
    expect(securityTxtWarning(file("2027-01-20T00:00:00Z"), now)).toMatch(/expires on 2027-01-20.*rebuild/);
    expect(securityTxtWarning(file("2026-12-31T00:00:00Z"), now)).toMatch(/expired on 2026-12-31.*rebuild/);
    expect(securityTxtWarning("Contact: mailto:a@b.example\n", now)).toMatch(/no valid Expires/);
  });
});

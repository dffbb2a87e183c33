import { describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig, loadConfigOrExit } from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(5000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.dataDir.endsWith("data")).toBe(true);
    expect(config.site.contactEmail).toBe("contact@nullspace.example");
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(30);
    expect(config.AUTORESPONSE_PER_HOUR).toBe(60);
  });

  it("reads AUTORESPONSE_PER_HOUR as a whole number, 0 included, and refuses anything else", () => {
    expect(loadConfig({ AUTORESPONSE_PER_HOUR: "0" }).AUTORESPONSE_PER_HOUR).toBe(0);
    expect(loadConfig({ AUTORESPONSE_PER_HOUR: "250" }).AUTORESPONSE_PER_HOUR).toBe(250);
    for (const bad of ["-1", "1.5", "lots"]) {
      expect(() => loadConfig({ AUTORESPONSE_PER_HOUR: bad }), bad).toThrow(/AUTORESPONSE_PER_HOUR/);
    }
  });

  it("reads overrides, treating empty strings as unset", () => {
    const config = loadConfig({ PORT: "8080", CONTACT_EMAIL: "sales@example.com", HOST: "" });
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.site.contactEmail).toBe("sales@example.com");
  });

  it("names every bad variable in one readable error", () => {
    const attempt = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SESSION_SECRET: "short" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL must be a postgres");
      expect(message).toContain("SESSION_SECRET must be at least 32 characters");
    }
  });

  it("rejects a malformed contact mailbox", () => {
    expect(() => loadConfig({ CONTACT_EMAIL: "not-an-email" })).toThrow(
      /CONTACT_EMAIL must be an e-mail address/,
    );
  });
});

describe("loadConfigOrExit", () => {
  it("returns the parsed configuration of a good environment", () => {
    expect(loadConfigOrExit({ PORT: "8080" }).PORT).toBe(8080);
  });

  it("prints the readable list of bad values and exits with status 1 on a bad environment", () => {
    const printed: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((message: unknown) => void printed.push(message));
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    try {
      expect(() => loadConfigOrExit({ PORT: "eighty" })).toThrow("exit 1");
      expect(printed).toEqual([expect.stringMatching(/^Invalid configuration:\n {2}- PORT/)]);
    } finally {
      exit.mockRestore();
    }
  });
});

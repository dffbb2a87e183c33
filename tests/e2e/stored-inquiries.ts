import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Inquiry } from "../../server/inquiries/schema";

const run = promisify(execFile);

/** The inquiries the built server stored, as `npm run inquiries -- --json` lists them (DATA_DIR .tmp/e2e-data). */
export async function storedInquiries(): Promise<Inquiry[]> {
  const { stdout } = await run(process.execPath, ["scripts/run-built.mjs", "inquiries", "--json"], {
    env: { ...process.env, DATA_DIR: ".tmp/e2e-data", DATABASE_URL: "" },
  });
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Inquiry);
}

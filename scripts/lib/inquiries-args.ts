import { z } from "zod";
import { CONTACT_LIMITS } from "../../content/schemas/contact";
import { parseCommandLine, UsageError } from "./command";

export { UsageError };

export const INQUIRIES_USAGE = `Usage: npm run inquiries [-- --json]
       npm run inquiries -- --delete <email> [--json]

  --json            one JSON object per inquiry, one per line (with --delete: one object saying what was deleted)
  --delete EMAIL    delete every inquiry from EMAIL (in any case, whatever its state), for a deletion request
  --help            this text`;

const argsSchema = z.object({
  json: z.boolean().default(false),
  help: z.boolean().default(false),
  delete: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, "--delete: that address is too long to be one the form accepted")
    .pipe(z.email("--delete needs an e-mail address, like --delete jane@example.com"))
    .optional(),
});

export type InquiriesArgs = z.infer<typeof argsSchema>;

/** The command line of `npm run inquiries`; a wrong one throws a UsageError (the script exits with code 2). */
export function parseInquiriesArgs(argv: readonly string[]): InquiriesArgs {
  return parseCommandLine(
    argv,
    { json: { type: "boolean" }, help: { type: "boolean", short: "h" }, delete: { type: "string" } },
    argsSchema,
  );
}

import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { relayMessages } from "../../content/messages/relay";
import { fill } from "../../content/fill";
import type { AppConfig } from "../config";
import { acceptSubmission } from "../inquiries/accept-submission";
import { DeliveryWorker, type BackoffPolicy, type MailSender } from "../inquiries/delivery";
import { openInquiryStore } from "../inquiries/open-store";
import { RELAY_PAGE_CSP, relayErrorPage } from "../inquiries/relay-page";
import type { InquiryRepository } from "../inquiries/repository";
import { createSmtpSender } from "../inquiries/smtp-sender";

export interface RelayOptions {
  /** Tests swap the mail transport or the backoff; production uses SMTP_URL and the defaults. */
  sender?: MailSender;
  backoff?: BackoffPolicy;
  pollMs?: number;
  /** The store, when the app has opened it already (it then closes it too); else the relay opens its own. */
  repository?: InquiryRepository;
}

const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";
const r = relayMessages.en;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The built-in form relay (FormSubmit field names): POST /api/relay/:mailbox answers a form post with a 303,
 * POST /api/relay/ajax/:mailbox answers JSON. Only the site's own contact mailbox exists. An inquiry is
 * committed to the store before any success answer; delivery by e-mail happens afterwards, with retries.
 * The per-IP rate limit comes from server/security/rate-limit.ts, which covers every /api/relay route.
 */
export async function registerRelayRoutes(
  app: FastifyInstance,
  config: AppConfig,
  options: RelayOptions = {},
): Promise<void> {
  const owned = options.repository === undefined;
  const repository: InquiryRepository =
    options.repository ??
    (await openInquiryStore({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
    }));
  const sender = options.sender ?? (config.SMTP_URL ? await createSmtpSender(config.SMTP_URL) : null);
  const worker = sender
    ? new DeliveryWorker({
        repository,
        sender,
        from: config.MAIL_FROM,
        autoresponsePerHour: config.AUTORESPONSE_PER_HOUR,
        ...(options.backoff ? { backoff: options.backoff } : {}),
        ...(options.pollMs ? { pollMs: options.pollMs } : {}),
        onError: (error, inquiry) =>
          app.log.warn({ err: error, inquiry: inquiry?.id }, "inquiry delivery failed; will retry"),
      })
    : null;
  app.addHook("onReady", async () => worker?.start());
  app.addHook("onClose", async () => {
    await worker?.stop();
    if (owned) await repository.close();
  });

  const mailbox = config.site.contactEmail.toLowerCase();
  const siteOrigin = originOf(config.site.siteUrl);

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM)) await scope.register(formbody, { bodyLimit: 16 * 1024 });

    const handle = (ajax: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      // A browser that navigated here with the form (it asks for text/html) gets a readable page; any other
      // client, and every AJAX call, gets the API's JSON error shape.
      const html = !ajax && /\btext\/html\b/.test(String(request.headers.accept ?? ""));
      const fail = (status: number, error: string, message: string, problems: string[] = []) =>
        html
          ? reply
              .status(status)
              .header("content-type", "text/html; charset=utf-8")
              .header("content-security-policy", RELAY_PAGE_CSP)
              .send(
                relayErrorPage(error === "Unprocessable Entity" ? r.invalidTitle : error, message, problems),
              )
          : reply.status(status).send({ error, message, ...(problems.length ? { problems } : {}) });

      const params = request.params as { mailbox?: string };
      if ((params.mailbox ?? "").toLowerCase() !== mailbox) return fail(404, "Not Found", r.unknownMailbox);

      const requestOrigin = `${request.protocol}://${request.host}`;
      const origin = request.headers.origin;
      // No Origin header: not a browser (curl, a server-side integration), so there is no cross-site request to
      // forge. A browser always sends one on POST; it must be this site's.
      if (origin !== undefined && origin !== requestOrigin && origin !== siteOrigin)
        return fail(403, "Forbidden", r.forbiddenOrigin);

      const type = String(request.headers["content-type"] ?? "")
        .split(";", 1)[0]
        ?.trim()
        .toLowerCase();
      if (type !== FORM && !(ajax && type === JSON_TYPE))
        return fail(415, "Unsupported Media Type", r.unsupportedType);

      let result;
      try {
        result = await acceptSubmission(repository, request.body, { mailbox, clientIp: request.ip });
      } catch (error) {
        request.log.error({ err: error }, "could not store an inquiry");
        return fail(503, "Service Unavailable", fill(r.unavailable, { email: config.site.contactEmail }));
      }
      if (result.kind === "invalid") return fail(422, "Unprocessable Entity", r.invalidLead, result.problems);

      if (result.inquiry.status === "pending") worker?.kick();
      if (ajax) return reply.status(200).send({ success: true, id: result.inquiry.id, message: r.accepted });

      let location = "/thank-you";
      if (result.next) {
        try {
          const target = new URL(result.next, requestOrigin);
          if (target.origin === requestOrigin || target.origin === siteOrigin)
            location = `${target.pathname}${target.search}`;
        } catch {
          // An unparsable _next falls back to the thank-you page.
        }
      }
      return reply.status(303).header("location", location).header("cache-control", "no-store").send();
    };

    scope.post("/api/relay/ajax/:mailbox", handle(true));
    scope.post("/api/relay/:mailbox", handle(false));
  });
}

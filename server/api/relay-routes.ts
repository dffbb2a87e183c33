import formbody from "@fastify/formbody";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { relayMessages } from "../../content/messages/relay";
import { fill } from "../../content/fill";
import { CONTACT_LIMITS } from "../../content/schemas/contact";
import type { AppConfig } from "../config";
import { errorStatus, httpNames, sendJsonError } from "../lib/errors";
import { visitorLocale } from "../lib/visitor-locale";
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

/**
 * The largest form body a valid submission can make: every field at its length limit, each character sent
 * percent-encoded as up to 9 bytes (a Hangul syllable is 3 UTF-8 bytes, %XX each), plus the field names. A Korean
 * message of 5,000 characters is about 45 KB encoded.
 */
const FORM_BODY_LIMIT = Object.values(CONTACT_LIMITS).reduce((sum, max) => sum + max, 0) * 9 + 1024;

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
    if (!scope.hasContentTypeParser(FORM)) await scope.register(formbody, { bodyLimit: FORM_BODY_LIMIT });

    // A browser that navigated here with the form (it asks for text/html) gets a readable page in the form's
    // language; any other client, and every AJAX call, gets the API's JSON error shape.
    const wantsPage = (request: FastifyRequest) =>
      !request.url.startsWith("/api/relay/ajax/") &&
      /\btext\/html\b/.test(String(request.headers.accept ?? ""));
    const page = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      lead: string,
      problems: string[],
    ) => {
      const locale = visitorLocale(request);
      const r = relayMessages[locale];
      return reply
        .status(status)
        .header("content-type", "text/html; charset=utf-8")
        .header("content-security-policy", RELAY_PAGE_CSP)
        .send(relayErrorPage(locale, r.titles[status] ?? r.failedTitle, lead, problems));
    };

    // What fails before the handler (a body too large or of another type, the rate limit) answers the same way.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = errorStatus(error);
      if (!wantsPage(request) || status >= 500) return sendJsonError(error, request, reply);
      const r = relayMessages[visitorLocale(request)];
      const lead =
        status === 413
          ? r.tooLarge
          : status === 415
            ? r.unsupportedType
            : status === 429
              ? error.message
              : r.retry;
      return page(request, reply, status, lead, []);
    });

    const handle = (ajax: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const r = relayMessages[visitorLocale(request)];
      const fail = (status: number, message: string, problems: string[] = []) =>
        !ajax && wantsPage(request)
          ? page(request, reply, status, message, problems)
          : reply
              .status(status)
              .send({ error: httpNames[status], message, ...(problems.length ? { problems } : {}) });

      const params = request.params as { mailbox?: string };
      if ((params.mailbox ?? "").toLowerCase() !== mailbox) return fail(404, r.unknownMailbox);

      const requestOrigin = `${request.protocol}://${request.host}`;
      const origin = request.headers.origin;
      // No Origin header: not a browser (curl, a server-side integration), so there is no cross-site request to
      // forge. A browser always sends one on POST; it must be this site's.
      if (origin !== undefined && origin !== requestOrigin && origin !== siteOrigin)
        return fail(403, r.forbiddenOrigin);

      const type = String(request.headers["content-type"] ?? "")
        .split(";", 1)[0]
        ?.trim()
        .toLowerCase();
      if (type !== FORM && !(ajax && type === JSON_TYPE)) return fail(415, r.unsupportedType);

      let result;
      try {
        result = await acceptSubmission(repository, request.body, { mailbox, clientIp: request.ip });
      } catch (error) {
        request.log.error({ err: error }, "could not store an inquiry");
        return fail(503, fill(r.unavailable, { email: config.site.contactEmail }));
      }
      if (result.kind === "invalid") return fail(422, r.invalidLead, result.problems);

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

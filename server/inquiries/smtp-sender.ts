import type { MailSender } from "./delivery";

/**
 * nodemailer over SMTP_URL, with timeouts short enough that a dead server only delays the next retry. nodemailer
 * (about 4 MB of heap) is imported only when mail is configured.
 */
export async function createSmtpSender(smtpUrl: string): Promise<MailSender> {
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close() {
      transport.close();
    },
  };
}

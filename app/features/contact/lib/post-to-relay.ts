import { contactMessages } from "../../../../content/messages/contact";
import { PRIVACY_NOTICE_VERSION } from "../../../../content/privacy-notice";
import { CONSENT_GIVEN, type ContactFormValues } from "../../../../content/schemas/contact";
import { edition, sitePath } from "../../../lib/edition";
import { site } from "../../../lib/site";
import { keepHistoryThroughNextLoad } from "../../../lib/keep-history";

/** The relay address: `{relay}/{mailbox}` (FormSubmit convention); the built-in relay unless FORM_RELAY_URL. */
export function relayAction(): string {
  return `${site.formRelayUrl}/${encodeURIComponent(site.contactEmail)}`;
}

/** Every field the hidden form carries, in order (FormSubmit's names, so any such relay accepts it). */
export function relayFields(values: ContactFormValues, subject: string): Array<[string, string]> {
  return [
    ["name", values.name],
    ["company", values.company],
    ["email", values.email],
    ["message", values.message],
    ["context", values.context],
    ["_subject", values.context ? `${subject} - ${values.context}` : subject],
    ["_captcha", "false"],
    ["_template", "table"],
    // Back to this edition's thank-you page; the relay stores the inquiry's language and answers in it.
    ["_next", `${window.location.origin}${sitePath("/thank-you")}`],
    ["_locale", edition.locale],
    ["_autoresponse", contactMessages.form.autoresponse],
    // The consent the form required, and the notice it was given to (plain fields: a FormSubmit-style relay mails
    // them with the inquiry).
    ["privacy_consent", values.privacy_consent ? CONSENT_GIVEN : ""],
    ["privacy_notice", PRIVACY_NOTICE_VERSION],
    // The honeypot stays empty for people; bots that fill every field are stored as spam by the relay.
    ["_honey", ""],
  ];
}

/**
 * Build a hidden form and submit it: a plain navigation, so it works with any FormSubmit-style
 * relay, needs no CORS and the relay's 303 lands the visitor on /thank-you. The response is not read.
 */
export function postToRelay(values: ContactFormValues, subject: string): void {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = relayAction();
  form.acceptCharset = "UTF-8";
  form.hidden = true;
  for (const [name, value] of relayFields(values, subject)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  // Only for the built-in relay: it redirects back to this site, where /thank-you offers 'Go Back'.
  if (form.action.startsWith(window.location.origin)) keepHistoryThroughNextLoad();
  try {
    form.submit();
  } finally {
    form.remove();
  }
}

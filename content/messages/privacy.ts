import { remedyBodiesNamed } from "../data/shared/privacy-remedies";

/**
 * The privacy policy (/privacy), in the order of the items Korea's Personal Information Protection Act asks a
 * policy to cover (Article 30), which also answer what the GDPR asks a site to tell its visitors. Placeholders are
 * filled from the configuration the site is built with: {email} the contact mailbox, {days} the navigator log's
 * retention, {relay} a third-party form relay, {date} the notice version's date, {responseDays} how soon a
 * request is answered. A change to this text is a new notice version (content/privacy-notice.ts).
 */
export const privacyMessages = {
  intro:
    "Nullspace collects as little personal data on this site as it can. This policy says what the site collects, why, for how long, who receives it, and how you can see it or have it deleted. It covers this website; it follows Article 30 of Korea's Personal Information Protection Act.",
  effective: "Effective {date}",
  /** A version's date (YYYY-MM-DD) as the policy writes it. */
  formatDate: (iso: string): string => {
    const [year, month, day] = iso.split("-").map(Number);
    const months = "January February March April May June July August September October November December";
    return `${day ?? ""} ${months.split(" ")[(month ?? 1) - 1] ?? ""} ${year ?? ""}`;
  },
  contentsLabel: "Contents",
  purposes: {
    heading: "1. Why we process personal data",
    items: [
      "To receive the inquiries sent with the contact form, confirm their receipt by e-mail, answer them and follow them up (a call, a proof of concept).",
      "To keep the contact form from being abused (the sender's IP address).",
      "To improve the AI navigator from what visitors ask it, without knowing who asked.",
      "To keep the site secure and running (the server's request log).",
    ],
    note: "We use it for nothing else. Before using it for a new purpose we ask for your consent again where the law requires it.",
  },
  collected: {
    heading: "2. What we collect",
    form: {
      label: "Contact form",
      text: "Required: your name, e-mail address and message. Optional: your company. Recorded with them: the page you wrote from, the form's language, the time, your IP address, and your consent with the version of the notice you agreed to.",
    },
    navigator: {
      label: "AI navigator",
      text: "What you type, and your verdict on an answer if you give one (helpful or not, and a comment). E-mail addresses, phone numbers and runs of six or more digits are removed before anything is stored; the log keeps the day (UTC), not the time, and never your IP address or anything else that links a question to you.",
    },
    logs: {
      label: "Request log",
      text: "For each request the server logs the time, the address requested (with any e-mail address in it masked), the answer's status and your IP address.",
    },
  },
  retention: {
    heading: "3. How long we keep it",
    inquiries:
      "Inquiries: until you ask us to delete them. The site does not delete inquiries by itself; when a request to delete them reaches {email}, we delete every inquiry from your address.",
    navigatorKept: "Navigator log: {days} days, after which each day's entries are deleted automatically.",
    navigatorOff:
      "Navigator log: not kept. The navigator's log is switched off, so nothing typed there is stored.",
    logs: "Request log: only as long as investigating a security incident or an outage needs it.",
  },
  sharing: {
    heading: "4. Sharing with third parties",
    text: "We give no one your personal data, except where a law requires it or you have agreed to it (Articles 17 and 18 of the Act). Today we give it to no one.",
  },
  processors: {
    heading: "5. Who processes it for us",
    mail: "E-mail delivery: inquiries reach our mailbox ({email}) as e-mail, through the mail server we configure; the provider of that mail service handles their content on the way and in the mailbox.",
    relay:
      "Form relay: the contact form is sent through {relay}, a form relay service, which receives what you write and forwards it to us.",
    note: "Our contracts with them limit their use of it to this work, require them to protect it and forbid passing it on (Article 26 of the Act), and we check that they do.",
  },
  destruction: {
    heading: "6. How we destroy it",
    items: [
      "When its retention period ends, or when you ask, we destroy your personal data without delay.",
      "A deletion request removes every inquiry from your address from our database, including one not yet delivered, and we delete the copies in our mailbox.",
      "Entries of the navigator log are deleted automatically once their retention period has passed.",
    ],
  },
  rights: {
    heading: "7. Your rights and how to use them",
    items: [
      "You may ask at any time to see your personal data, to correct or delete it, or to stop its processing, and you may withdraw your consent.",
      "Write to {email} from the address you used, so that we know the request is yours. We act on it and answer within {responseDays} days.",
      "Someone you authorise, or your legal representative, may make the request for you, with a written authorisation.",
    ],
  },
  safeguards: {
    heading: "8. How we protect it",
    items: [
      "Only the people who answer inquiries read them, and only staff who need it can reach the servers and the database.",
      "Requests to the contact form and the navigator are limited per visitor, e-mail addresses are masked in the request log, and the navigator log keeps nothing that identifies you.",
    ],
  },
  storage: {
    heading: "9. Cookies and browser storage",
    items: [
      "The site sets no cookies and uses no analytics or advertising trackers.",
      "Your browser keeps the list of pages you visited in this tab (session storage) and a few display settings (local storage). They never leave your browser, and you can clear them in its settings.",
    ],
  },
  officer: {
    heading: "10. Privacy officer",
    role: "Privacy officer: Nullspace's Chief Information Security Officer (CISO)",
    contact: "Contact: {email}",
    text: "Ask the privacy officer about anything in this policy, or to make a complaint or a request; we answer without delay.",
  },
  remedies: {
    heading: "11. If you are not satisfied",
    text: "You may also ask these bodies for advice or mediation, or report an infringement to them:",
    phoneLabel: "phone (in Korea)",
    bodies: remedyBodiesNamed({
      "mediation-committee": "Personal Information Dispute Mediation Committee",
      kisa: "Personal Information Infringement Report Center (KISA)",
      prosecutors: "Supreme Prosecutors' Office",
      police: "Korean National Police Agency, cybercrime reports",
    }),
    elsewhere:
      "If you live outside Korea, you may also complain to the data protection authority of your country.",
  },
  changes: {
    heading: "12. Changes to this policy",
    text: "We announce a change on this page before it takes effect. Each version is dated, and every inquiry records the version its sender agreed to.",
  },
} as const;

export type PrivacyMessages = typeof privacyMessages;

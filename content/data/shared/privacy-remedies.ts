/**
 * The public bodies the privacy policy names for advice, mediation or a report, with their numbers and sites, in
 * the policy's order. Both editions name them in their own words (content/messages/privacy.ts and its Korean
 * sibling); the numbers and addresses are written only here.
 */
const remedyBodies = [
  { id: "mediation-committee", phone: "1833-6972", url: "https://www.kopico.go.kr" },
  { id: "kisa", phone: "118", url: "https://privacy.kisa.or.kr" },
  { id: "prosecutors", phone: "1301", url: "https://www.spo.go.kr" },
  { id: "police", phone: "182", url: "https://ecrm.cyber.go.kr" },
] as const;

/** The bodies as the policy lists them, each under the edition's name for it. */
export function remedyBodiesNamed(
  names: Readonly<Record<(typeof remedyBodies)[number]["id"], string>>,
): { name: string; phone: string; url: string }[] {
  return remedyBodies.map(({ id, phone, url }) => ({ name: names[id], phone, url }));
}

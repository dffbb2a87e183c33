import { SECTION_IDS, sharedSections, type SectionId } from "./data/shared/sections";
import { withText } from "./with-text";

export { SECTION_IDS, type SectionId };

export interface Section {
  id: SectionId;
  label: string;
  path: `/${SectionId}`;
  blurb: string;
  /** Shown as a home tile and a header shortcut. Community is reachable but not one of the six tiles. */
  tile: boolean;
}

export const sections: readonly Section[] = withText(sharedSections, (s) => s.id, {
  ecosystem: {
    label: "Ecosystem",
    blurb: "Solutions, core technologies and open-source projects built on modern cryptography.",
  },
  research: {
    label: "Research",
    blurb: "Technologies, 18 papers, the project roadmap and the online classroom.",
  },
  devhub: { label: "DevHub", blurb: "The developer program, use cases, SDK docs and open-source projects." },
  labs: { label: "Labs", blurb: "Our research lab for mathematical cryptography and post-quantum security." },
  service: { label: "Service", blurb: "Production platforms, from encrypted databases to PQC functions." },
  enterprise: {
    label: "Enterprise",
    blurb: "Privacy blockchain, homomorphic databases and PQC encryption for your organisation.",
  },
  community: { label: "Community", blurb: "Discord, GitHub, the forum and events." },
});

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}

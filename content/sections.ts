/** The six home tiles / header shortcuts, plus Community. Order is display order. */
export const SECTION_IDS = [
  "ecosystem",
  "research",
  "devhub",
  "labs",
  "service",
  "enterprise",
  "community",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface Section {
  id: SectionId;
  label: string;
  path: `/${SectionId}`;
  blurb: string;
  /** Shown as a home tile and a header shortcut. Community is reachable but not one of the six tiles. */
  tile: boolean;
}

export const sections: readonly Section[] = [
  {
    id: "ecosystem",
    label: "Ecosystem",
    path: "/ecosystem",
    tile: true,
    blurb: "Solutions, core technologies and open-source projects built on modern cryptography.",
  },
  {
    id: "research",
    label: "Research",
    path: "/research",
    tile: true,
    blurb: "Technologies, 18 papers, the project roadmap and the online classroom.",
  },
  {
    id: "devhub",
    label: "DevHub",
    path: "/devhub",
    tile: true,
    blurb: "The developer program, use cases, SDK docs and open-source projects.",
  },
  {
    id: "labs",
    label: "Labs",
    path: "/labs",
    tile: true,
    blurb: "Our research lab for mathematical cryptography and post-quantum security.",
  },
  {
    id: "service",
    label: "Service",
    path: "/service",
    tile: true,
    blurb: "Production platforms, from encrypted databases to PQC functions.",
  },
  {
    id: "enterprise",
    label: "Enterprise",
    path: "/enterprise",
    tile: true,
    blurb: "Privacy blockchain, homomorphic databases and PQC encryption for your organisation.",
  },
  {
    id: "community",
    label: "Community",
    path: "/community",
    tile: false,
    blurb: "Discord, GitHub, the forum and events.",
  },
];

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}

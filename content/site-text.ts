/** The site's own name and promise, and the lab's, as each edition writes them (content/ko/site-text.ts). */
export const siteText = {
  brand: "Nullspace",
  hubTitle: "Nullspace Hub",
  tagline: "Building a safer digital world with cryptographic technology",
  lab: { name: "Nullspace Cryptography Lab", operatedBy: "Nullspace Research" },
} as const;

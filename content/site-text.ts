/** The site's own name and promise, and the lab's, as each edition writes them (content/ko/site-text.ts). */
export const siteText = {
  brand: "Nullspace",
  hubTitle: "Nullspace Hub",
  tagline: "Building a safer digital world with cryptographic technology",
  /** The tagline in the home page's document title, which search results cut after about 70 characters. */
  shortTagline: "Cryptography for a safer digital world",
  lab: { name: "Nullspace Cryptography Lab", operatedBy: "Nullspace Research" },
} as const;

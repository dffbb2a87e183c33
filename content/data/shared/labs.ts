import type { LabFocus } from "../labs";

/**
 * The lab's focus areas, the same in both editions: id and icon, in the page's order (each edition describes them
 * in content/data/labs.ts and its Korean sibling).
 */
export const sharedLabFocusAreas = [
  {
    id: "mathematical-cryptography",
    icon: "sigma",
  },
  {
    id: "post-quantum-security",
    icon: "atom",
  },
  {
    id: "homomorphic-encryption",
    icon: "lock",
  },
  {
    id: "blockchain-privacy",
    icon: "blocks",
  },
] as const satisfies readonly Pick<LabFocus, "id" | "icon">[];

/**
 * Whether Moduli Chain's public mainnet runs: the one fact behind its status on every page. The solution and its
 * Service card, the roadmap project (and with it the research page's live-mainnet counter) and the research
 * highlight of the launch read their status from here, in both editions.
 */
const MAINNET_LIVE: boolean = true;

export const moduliChainStatus: {
  /** The ecosystem's and the Service catalogue's status (a Solution status). */
  readonly solution: "active" | "coming-soon";
  /** The roadmap project's status, also the launch highlight's. */
  readonly project: "Live" | "Development";
  readonly liveMainnet: boolean;
} = {
  solution: MAINNET_LIVE ? "active" : "coming-soon",
  project: MAINNET_LIVE ? "Live" : "Development",
  liveMainnet: MAINNET_LIVE,
};

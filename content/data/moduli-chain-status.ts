/**
 * Whether Moduli Chain's public mainnet runs: the one fact behind its status on every page, in both editions. The
 * solution and its Service card read "active" or "coming-soon" from it, the roadmap project (and with it the research
 * page's live-mainnet counter) and the launch highlight "Live" or "Development". Kept a plain constant so the bundler
 * folds each `MODULI_CHAIN_MAINNET_LIVE ? … : …` to its value and no page loads this module.
 */
export const MODULI_CHAIN_MAINNET_LIVE: boolean = true;

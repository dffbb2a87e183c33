import { platformCta } from "../shared/platform-details";
import type { Platform } from "./types";

export const detail: Platform = {
  overview: [
    "Tokenis is a tokenization platform for real-world assets: bonds, fund units, invoices and deposits. Balances and transfer amounts are hidden in Pedersen commitments, and each transfer carries a zero-knowledge proof that it balances, stays within range and satisfies the asset's compliance rules.",
    "Issuers keep a compliant register without publishing their investors' positions, and auditors or regulators receive selective-disclosure keys that open exactly the records they are entitled to see.",
  ],
  facts: [
    { label: "Confidentiality", value: "Pedersen commitments with range proofs" },
    { label: "Proof system", value: "PLONK zk-SNARKs on BLS12-381" },
    { label: "Token models", value: "Fungible (bonds, fund units) and non-fungible (invoices)" },
    { label: "Ledgers", value: "EVM networks and Ledger Actor Fabric" },
  ],
  features: [
    {
      title: "Confidential balances",
      description:
        "Amounts are committed rather than published; only the parties to a transfer and authorised auditors learn them.",
    },
    {
      title: "Zero-knowledge compliance",
      description:
        "Transfers prove allow-list membership, holding limits and lock-up periods without revealing the investor.",
    },
    {
      title: "Lifecycle events",
      description:
        "Coupon payments, redemptions, corporate actions and forced transfers by the issuer's agent.",
    },
    {
      title: "Selective disclosure",
      description: "View keys scoped to an asset, an account or a period, revocable and logged.",
    },
    {
      title: "Issuer console",
      description:
        "Define assets, investor eligibility rules and cap tables without writing smart contracts.",
    },
    {
      title: "Settlement integration",
      description:
        "Delivery-versus-payment against tokenized deposits or stablecoins in one atomic transaction.",
    },
  ],
  steps: [
    {
      title: "Define the asset",
      description:
        "The issuer sets the instrument, supply, eligibility rules and disclosure policy in the console.",
    },
    {
      title: "Onboard investors",
      description:
        "Investors pass KYC with your provider; Tokenis records only a commitment to their eligibility credential.",
    },
    {
      title: "Transfer privately",
      description:
        "Wallets build a transfer with a zk-SNARK proving balance, range and compliance; the ledger verifies the proof.",
    },
    {
      title: "Report",
      description: "Auditors and regulators open the records their disclosure keys cover, and nothing else.",
    },
  ],
  audiences: [
    {
      who: "Asset managers and issuers",
      why: "Tokenize funds and bonds without exposing positions and strategies to every node operator.",
    },
    {
      who: "Banks and market infrastructures",
      why: "Run delivery-versus-payment on shared ledgers while honouring client confidentiality.",
    },
    {
      who: "Blockchain developers",
      why: "Add confidential, compliant transfers to an EVM application through SDKs instead of custom circuits.",
    },
  ],
  cta: platformCta("tokenis", {
    title: "Tokenize without giving up confidentiality",
    text: "Explore reference use cases and the SDK, or talk to us about a pilot on a permissioned ledger.",
    primary: "Explore Use Cases",
    secondary: "Privacy Blockchain for enterprises",
  }),
};

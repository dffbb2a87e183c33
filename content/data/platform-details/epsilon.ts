import { platformCta } from "../shared/platform-details";
import type { Platform } from "./types";

export const detail: Platform = {
  overview: [
    "Epsilon is a privacy-preserving analytics engine for data that several organisations hold but may not pool. Records are matched across parties with private set intersection, so nobody learns the other side's rows, and every statistic released is protected by differential privacy with an explicit (ε, δ) budget.",
    "Analysts write ordinary SQL. Epsilon rewrites each query, bounds every individual's contribution, calibrates the noise to the remaining budget and refuses queries that would exceed it.",
  ],
  facts: [
    { label: "Joins", value: "ECDH-based private set intersection, PSI-cardinality and PSI-sum" },
    { label: "Privacy model", value: "(ε, δ)-differential privacy with zero-concentrated DP accounting" },
    { label: "Mechanisms", value: "Gaussian and Laplace noise, contribution bounding" },
    { label: "Interface", value: "SQL over JDBC and a Python client" },
  ],
  features: [
    {
      title: "Encrypted joins",
      description:
        "Private set intersection links customers or patients across organisations without exchanging identifiers.",
    },
    {
      title: "Privacy budgets",
      description:
        "Each dataset carries an (ε, δ) budget; composition is tracked per analyst and per dataset, across sessions.",
    },
    {
      title: "Automatic calibration",
      description:
        "Sensitivity is derived from the query and the contribution bounds, not left to the analyst.",
    },
    {
      title: "Synthetic data export",
      description: "Release differentially private synthetic tables for exploratory work outside the engine.",
    },
    {
      title: "Query audit",
      description: "Every query, its budget cost and its result are logged for the data-protection officer.",
    },
    {
      title: "Bring your own storage",
      description: "Connectors for PostgreSQL, Snowflake, BigQuery and Parquet on object storage.",
    },
  ],
  steps: [
    {
      title: "Connect",
      description: "Each party connects its data source; raw rows stay in its own environment.",
    },
    {
      title: "Set the budget",
      description: "Data owners set the privacy budget and contribution bounds per dataset.",
    },
    {
      title: "Query",
      description:
        "Analysts submit SQL; joins across parties run as private set intersection on blinded identifiers.",
    },
    {
      title: "Release",
      description:
        "Results leave with calibrated noise and their budget cost is recorded; over-budget queries are refused.",
    },
  ],
  audiences: [
    {
      who: "Data-science and analytics teams",
      why: "Measure campaigns, fraud or outcomes across partners whose data you may not receive.",
    },
    {
      who: "Hospitals and research consortia",
      why: "Compute cohort statistics across institutions while meeting ethics-board and GDPR constraints.",
    },
    {
      who: "Researchers in privacy technology",
      why: "Work with a production DP accounting system and reproducible, budgeted releases.",
    },
  ],
  cta: platformCta("epsilon", {
    title: "Analyse data you cannot share",
    text: "See the reference architectures for cross-organisation analytics, then try Epsilon with sample datasets.",
    primary: "Explore Use Cases",
    secondary: "Differential privacy research",
  }),
};

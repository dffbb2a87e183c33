/** Visible UI text of the Service area (portal, catalogue, forum page, platform pages). */
export const serviceMessages = {
  portal: {
    servicesCard: {
      title: "Services Catalogue",
      description:
        "Production and pre-release platforms for threshold key custody, encrypted identity and databases, post-quantum functions, confidential tokenization, private analytics and actor ledgers, and the Moduli Chain public network.",
      /** `{count}`: the platform pages of the route registry, so the portal need not load the catalogue. */
      count: "{count} platforms",
      action: "Browse Services",
    },
    communityCard: {
      title: "Community Forum",
      description:
        "Ask questions, share what you build and follow design discussions with the Nullspace engineers and researchers.",
      action: "Join Community",
    },
    highlightsHeading: "Why build on Nullspace services",
    highlights: [
      {
        title: "Standards first",
        text: "FIPS 203, 204 and 205 post-quantum algorithms, CKKS with HomomorphicEncryption.org parameters, and audited zero-knowledge circuits.",
      },
      {
        title: "Your keys, your infrastructure",
        text: "Managed cloud, your VPC or on-premises; secret keys stay in your HSMs or with your users.",
      },
      {
        title: "One developer experience",
        text: "Every platform ships REST and gRPC APIs and SDKs for Go, TypeScript and Python, documented in DevHub.",
      },
    ],
    ctaHeading: "Find the platform for your problem",
    ctaText: "Compare the platforms side by side, or join the community to ask the engineers who build them.",
    exploreAll: "Explore All Services",
    joinCommunity: "Join Community",
  },
  comingSoonToast: {
    title: "Coming Soon!",
    description: "The community forum is coming soon! Stay tuned for updates.",
  },
  catalogue: {
    listLabel: "Nullspace services",
    featuresLabel: "Key features of {title}",
    status: { active: "Available", beta: "Beta", "coming-soon": "Coming soon" },
  },
  platform: {
    whatItIs: "What it is",
    facts: "At a glance",
    features: "Features",
    howItWorks: "How it works",
    whoItIsFor: "Who it is for",
    backToCatalogue: "All services",
    solutionPage: "{name} solution overview",
    step: "Step {n}",
  },
} as const;

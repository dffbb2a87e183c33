/** Visible UI text of the Community page. */
export const communityMessages = {
  /** How the event kinds read on a page. */
  eventKinds: { Meetup: "Meetup", Hackathon: "Hackathon" },
  channelsHeading: "Join the conversation",
  channelsLabel: "Community channels",
  forumBadge: "오픈 예정",
  /** English gloss of the Korean badge, for assistive technology and non-Korean readers. */
  forumBadgeGloss: "(opening soon)",
  discordAlert: "The community forum is coming soon! Stay tuned for updates.",
  comingSoon: "Coming soon",
  opensInNewTab: "(opens in a new tab)",
  eventsHeading: "Events",
  eventsLabel: "Community events",
  eventsIntro: "Meetups and hackathons run by the Nullspace team. Times are shown as announced.",
  noUpcoming: "No upcoming events are scheduled right now. Past events are listed below.",
  status: {
    upcoming: "Upcoming",
    live: "Happening now",
    past: "Past event",
  },
  register: "REGISTER",
  learnMore: "LEARN MORE",
  registrationClosed: "Registration closed: this event has ended",
  registrationSoon: "Registration opens soon",
  detailsUnavailable: "No details page was published for this event",
  detailsSoon: "Details coming soon",
  where: "Where",
  when: "When",
} as const;

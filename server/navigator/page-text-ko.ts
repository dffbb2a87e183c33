/** The Korean edition's content modules that page-text.ts reads, under the English modules' names. */
export { channels, events } from "../../content/ko/data/community";
export {
  docsQuickstart,
  sdkPlatforms,
  apiEndpoints,
  apiAuth,
  apiErrors,
  apiLimits,
} from "../../content/ko/data/devhub-docs";
export {
  programBenefits,
  journeySteps,
  featuredTechnologies,
  programTiers,
  joinSteps,
  programFaq,
} from "../../content/ko/data/devhub";
export { enterpriseCards, enterpriseOverview } from "../../content/ko/data/enterprise";
export { labIntro, labFocusAreas } from "../../content/ko/data/labs";
export { roadmapProjects } from "../../content/ko/data/roadmap";
export {
  researchHighlights,
  standardsContributions,
  classroomAnnouncement,
} from "../../content/ko/data/research";
export { serviceCards } from "../../content/ko/data/services";
export { communityMessages } from "../../content/ko/messages/community";
export { forumMessages } from "../../content/ko/messages/community-forum";
export { devhubMessages } from "../../content/ko/messages/devhub";
export { ecosystemMessages } from "../../content/ko/messages/ecosystem";
export { labsMessages } from "../../content/ko/messages/labs";
export { researchMessages } from "../../content/ko/messages/research";
export { serviceMessages } from "../../content/ko/messages/service";
export { thankYouMessages } from "../../content/ko/messages/thank-you";

import type { edition as english } from "../locale";

/** The Korean edition: its pages live under /ko; the other edition is English, at the site's root. */
export const edition: typeof english = {
  locale: "ko",
  prefix: "/ko",
  ogLocale: "ko_KR",
  other: { locale: "en", prefix: "", label: "English", ogLocale: "en_US" },
};

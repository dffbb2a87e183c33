import { papers, paperPdfPath } from "../content/data/papers";
import type { ResolvedPage } from "../content/resolve";
import type { SiteConfig } from "../content/site";

/** schema.org JSON-LD for a page (server render only): the Organization on home, ScholarlyArticles for the papers. */
export function structuredData(page: ResolvedPage, site: SiteConfig): object | null {
  if (page.route.id === "home") {
    return {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.brand,
      url: `${site.siteUrl}/`,
      logo: `${site.siteUrl}/favicon.svg`,
      email: site.contactEmail,
      description: page.description,
      ...(site.social.github ? { sameAs: [site.social.github] } : {}),
    };
  }
  if (page.route.id === "whitepaper-library") {
    return {
      "@context": "https://schema.org",
      "@graph": papers.map((paper) => ({
        "@type": "ScholarlyArticle",
        "@id": `${site.siteUrl}${paperPdfPath(paper.id)}`,
        headline: paper.title,
        author: paper.authors.map((name) => ({ "@type": "Person", name })),
        datePublished: String(paper.year),
        about: paper.topic,
        keywords: paper.keywords.join(", "),
        abstract: paper.abstract,
        url: `${site.siteUrl}${paperPdfPath(paper.id)}`,
        encodingFormat: "application/pdf",
        publisher: { "@type": "Organization", name: site.brand },
      })),
    };
  }
  return null;
}

import { papers, paperPdfPath } from "../content/data/papers";
import type { ResolvedPage } from "../content/resolve";
import type { SiteConfig } from "../content/site";
import { edition, sitePath } from "./lib/edition";

/**
 * schema.org JSON-LD for a page (server render only): a WebPage in the edition's language on every page, plus the
 * Organization on home and ScholarlyArticles (in English, with the edition's summary) on the paper library.
 */
export function structuredData(page: ResolvedPage, site: SiteConfig): object {
  const url = `${site.siteUrl}${sitePath(page.canonical)}`;
  const graph: object[] = [
    {
      "@type": "WebPage",
      "@id": url,
      url,
      name: page.title,
      description: page.description,
      inLanguage: edition.locale,
      isPartOf: { "@type": "WebSite", name: site.hubTitle, url: `${site.siteUrl}/` },
    },
  ];
  if (page.route.id === "home") {
    graph.push({
      "@type": "Organization",
      name: site.brand,
      url: `${site.siteUrl}/`,
      logo: `${site.siteUrl}/favicon.svg`,
      email: site.contactEmail,
      description: page.description,
      ...(site.social.github ? { sameAs: [site.social.github] } : {}),
    });
  }
  if (page.route.id === "whitepaper-library") {
    for (const paper of papers) {
      graph.push({
        "@type": "ScholarlyArticle",
        "@id": `${site.siteUrl}${paperPdfPath(paper.id)}`,
        headline: paper.title,
        author: paper.authors.map((name) => ({ "@type": "Person", name })),
        datePublished: String(paper.year),
        about: paper.topic,
        keywords: paper.keywords.join(", "),
        abstract: paper.abstract,
        // The paper itself (the PDF) is in English; the abstract above is in the edition's language.
        inLanguage: "en",
        url: `${site.siteUrl}${paperPdfPath(paper.id)}`,
        encodingFormat: "application/pdf",
        publisher: { "@type": "Organization", name: site.brand },
      });
    }
  }
  return { "@context": "https://schema.org", "@graph": graph };
}

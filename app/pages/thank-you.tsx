import { ArrowLeft, CheckCircle2, Home, Mail } from "../components/ui/icons";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { thankYouMessages } from "../../content/messages/thank-you";
import { buttonClass, LinkButton } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { lastVisitedPath } from "../features/contact/lib/last-visited-path";
import { absoluteLocation, isThisEdition, sitePath } from "../lib/edition";
import { site } from "../lib/site";
import type { PageProps } from "../router/lazy-page";

const t = thankYouMessages;

/** /thank-you: where the relay's 303 lands the visitor after an inquiry was stored. */
export default function Page({ page }: PageProps) {
  // Session storage exists only in the browser: start at "/" (as prerendered) and look after hydration.
  const [backTo, setBackTo] = useState(sitePath("/"));
  useEffect(() => setBackTo(lastVisitedPath(sitePath(page.path)) ?? sitePath("/")), [page.path]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card className="text-center">
        <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{t.lead}</p>

        <section aria-labelledby="next-heading" className="mt-8 rounded-lg bg-slate-50 p-5 text-left">
          <h2 id="next-heading" className="text-lg font-semibold text-slate-900">
            {t.nextHeading}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
            {t.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>

        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton href="/">
            <Home className="h-4 w-4" aria-hidden="true" />
            {t.backHome}
          </LinkButton>
          {isThisEdition(backTo) ? (
            <Link href={absoluteLocation(backTo)} className={buttonClass("secondary")} data-testid="go-back">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {t.goBack}
            </Link>
          ) : (
            <a href={backTo} className={buttonClass("secondary")} data-testid="go-back">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {t.goBack}
            </a>
          )}
        </div>

        <p className="mt-8 text-sm text-slate-700">
          {t.directLine}{" "}
          <a
            href={`mailto:${site.contactEmail}`}
            className="inline-flex items-center gap-1 font-medium text-indigo-700 underline"
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            {site.contactEmail}
          </a>
        </p>
      </Card>
    </div>
  );
}

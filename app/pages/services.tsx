import { serviceCards } from "../../content/data/services";
import { serviceMessages } from "../../content/messages/service";
import { PageHeader } from "../components/page/page-header";
import { ServiceCard } from "../components/service/service-card";
import type { PageProps } from "../router/lazy-page";

export default function ServicesCataloguePage({ page }: PageProps) {
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <p className="sr-only">{serviceMessages.catalogue.listLabel}</p>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <li key={card.id}>
              <ServiceCard card={card} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

import type { PlatformId } from "../../content/data/platform-details/types";
import { isDetailId } from "../../content/details/kind";
import { solutionsOnPlatform } from "../../content/data/shared/solution-details";
import { resolvePath } from "../../content/resolve";
import { platformDetails } from "../../content/details/platforms";
import { serviceCards, type ServiceCard } from "../../content/data/services";
import { PageHeader } from "../components/page/page-header";
import { PlatformHero } from "../components/service/platform-hero";
import { PlatformSections } from "../components/service/platform-sections";
import { usePlatform } from "../components/service/use-platform";
import type { PageProps } from "../router/lazy-page";

/** One page kind for the six platforms; the registry's `props.platform` names which (checked by a unit test). */
export default function PlatformPage({ page }: PageProps) {
  const id = page.route.props?.platform ?? "";
  const card = serviceCards.find((c) => c.id === id);
  if (!isDetailId(platformDetails, id) || !card)
    return <PageHeader title={page.title} lead={page.description} />;
  const solutions = solutionsOnPlatform(page.canonical).map((href) => ({
    href,
    name: resolvePath(href).title,
  }));
  return (
    <PlatformContent id={id} card={card} title={page.title} lead={page.description} solutions={solutions} />
  );
}

function PlatformContent({
  id,
  card,
  title,
  lead,
  solutions,
}: {
  id: PlatformId;
  card: ServiceCard;
  title: string;
  lead: string;
  solutions: readonly { href: string; name: string }[];
}) {
  const platform = usePlatform(id);
  return (
    <>
      <PlatformHero title={title} lead={lead} card={card} solutions={solutions} />
      <PlatformSections platform={platform} />
    </>
  );
}

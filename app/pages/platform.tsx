import { platformById } from "../../content/data/platforms";
import { serviceCards } from "../../content/data/services";
import { SimplePage } from "../components/page/simple-page";
import { PlatformHero } from "../components/service/platform-hero";
import {
  Features,
  HowItWorks,
  PlatformCta,
  WhatItIs,
  WhoItIsFor,
} from "../components/service/platform-sections";
import type { PageProps } from "../router/lazy-page";

/** One page kind for the six platforms; the registry's `props.platform` names which (checked by a unit test). */
export default function PlatformPage({ page }: PageProps) {
  const id = page.route.props?.platform ?? "";
  const platform = platformById(id);
  const card = serviceCards.find((c) => c.id === id);
  if (!platform || !card) return <SimplePage page={page} />;
  return (
    <>
      <PlatformHero title={page.title} lead={page.description} card={card} />
      <WhatItIs platform={platform} />
      <Features platform={platform} />
      <HowItWorks platform={platform} />
      <WhoItIsFor platform={platform} />
      <PlatformCta platform={platform} />
    </>
  );
}

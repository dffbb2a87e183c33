import { cn } from "../../lib/cn";

/** An entity's monogram logo (generated at build time from content); decorative, the name is always shown. */
export function EntityLogo({ src, className }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className={cn("h-12 w-12 shrink-0 rounded-lg", className)}
    />
  );
}

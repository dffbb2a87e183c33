import { cn } from "../../lib/cn";

/** An entity's monogram logo (generated at build time from content); decorative, the name is always shown. */
/** `eager` for logos above the fold (detail heroes), so they never wait for layout. */
export function EntityLogo({
  src,
  className,
  eager = false,
}: {
  src: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("h-12 w-12 shrink-0 rounded-lg", className)}
    />
  );
}

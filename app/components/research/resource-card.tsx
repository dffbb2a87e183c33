import type { IconComponent } from "../ui/icons";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { cn } from "../../lib/cn";
import { earlyReady } from "../../lib/early";

const shell =
  "group flex h-full w-full flex-col rounded-xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

function Body({
  icon: Icon,
  title,
  count,
  description,
}: Omit<ResourceCardProps, "href" | "onClick" | "title"> & { title: ReactNode }) {
  return (
    <>
      <Icon aria-hidden className="size-8 text-indigo-700" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm font-semibold text-indigo-800" data-testid="resource-count">
        {count}
      </p>
      <p className="mt-2 text-sm text-slate-700">{description}</p>
    </>
  );
}

export interface ResourceCardProps {
  icon: IconComponent;
  title: string;
  count: ReactNode;
  description: string;
  /** A link card when set; otherwise a button card calling onClick. */
  href?: string;
  onClick?: () => void;
}

/**
 * One of the four Research resource cards: the whole card is the link, or the button. A button may hold phrasing
 * content only, so a button card's heading holds the button, whose area covers the card.
 */
export function ResourceCard(props: ResourceCardProps) {
  const { href, onClick, ...body } = props;
  return (
    <li className="list-none">
      {href ? (
        <Link href={href} className={shell}>
          <Body {...body} />
        </Link>
      ) : (
        <div className={cn(shell, "relative")}>
          <Body
            {...body}
            title={
              <button
                ref={earlyReady}
                data-early="resource"
                type="button"
                onClick={onClick}
                className="cursor-pointer text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-indigo-600"
              >
                {body.title}
              </button>
            }
          />
        </div>
      )}
    </li>
  );
}

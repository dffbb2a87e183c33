import type { ButtonHTMLAttributes, ReactNode } from "react";
import { earlyReady } from "../../lib/early";
import { Link } from "wouter";
import { cn } from "../../lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-indigo-700 text-white hover:bg-indigo-800 disabled:bg-indigo-400",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-500",
  ghost: "text-indigo-700 hover:bg-indigo-50 disabled:text-slate-500",
};

export function buttonClass(variant: ButtonVariant = "primary", extra?: string): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed",
    variants[variant],
    extra,
  );
}

/**
 * A button. With `early`, a tap made before the app handles the button is held by the page script and replayed
 * (app/boot.ts); give it to buttons that open or show something.
 */
export function Button({
  variant = "primary",
  className,
  type = "button",
  early,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; early?: string }) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      {...(early ? { ref: earlyReady, "data-early": early } : {})}
      {...props}
    />
  );
}

/** An internal link styled as a button (client-side navigation). */
export function LinkButton({
  href,
  variant = "primary",
  className,
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}

/** An external link styled as a button: always a new tab with rel="noopener noreferrer". */
export function ExternalLinkButton({
  href,
  variant = "primary",
  className,
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass(variant, className)}>
      {children}
    </a>
  );
}

/** The Nullspace mark: a torus-like ring over a lattice point, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#312e81" />
      <ellipse cx="16" cy="16" rx="10" ry="5.5" fill="none" stroke="#a5b4fc" strokeWidth="2.2" />
      <circle cx="16" cy="16" r="2.6" fill="#fff" />
    </svg>
  );
}

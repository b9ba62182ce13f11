/** Tedi's bear, drawn in the same shapes as the favicon. Decorative: the name beside it carries the meaning. */
export function TediLogo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <circle cx="15" cy="17" r="10" fill="#8a5a3b" />
      <circle cx="49" cy="17" r="10" fill="#8a5a3b" />
      <circle cx="15" cy="17" r="5" fill="#efcfa6" />
      <circle cx="49" cy="17" r="5" fill="#efcfa6" />
      <circle cx="32" cy="36" r="24" fill="#9c6a44" />
      <ellipse cx="32" cy="45" rx="12" ry="9" fill="#f4dcb8" />
      <circle cx="23" cy="32" r="3.2" fill="#2b1a10" />
      <circle cx="41" cy="32" r="3.2" fill="#2b1a10" />
      <ellipse cx="32" cy="41" rx="4.5" ry="3.2" fill="#2b1a10" />
      <path d="M26.5 47.5 Q32 52 37.5 47.5" fill="none" stroke="#2b1a10" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The first thing a keyboard reaches: a jump past the header to the page's main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
    >
      Skip to main content
    </a>
  );
}

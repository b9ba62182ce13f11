/**
 * The first thing a keyboard reaches: a jump past the header to the page's main content. When focused it takes its
 * own place above the header rather than covering it, so nothing under it becomes hard to click.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:m-2 focus:inline-block"
    >
      Skip to main content
    </a>
  );
}

import MarkdownIt from 'markdown-it';

/**
 * Turns an item's Markdown into HTML that is safe to put in a page:
 * - raw HTML in the Markdown is shown as text, never passed through (`html: false`);
 * - links may go to http(s), mailto and tel addresses or to paths on this site; anything else (javascript:,
 *   data:, vbscript:...) is left as plain text by markdown-it's link check, which we narrow further here;
 * - pictures must be on this site (the page's content security policy allows no other), and load lazily;
 * - links to other sites get rel="noopener noreferrer" and say they leave Tedi's site only by their address;
 * - the page's title is its only first-level heading, so headings in the body start at level two.
 */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
const SAME_SITE_IMAGE = /^\/(?!\/)/;

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const defaultValidateLink = markdown.validateLink.bind(markdown);
markdown.validateLink = (url: string) => defaultValidateLink(url) && SAFE_LINK.test(url.trim());

markdown.core.ruler.push('tedi_links_and_images', (state) => {
  for (const block of state.tokens) {
    if (block.type === 'heading_open' && block.tag === 'h1') block.tag = 'h2';
    if (block.type === 'heading_close' && block.tag === 'h1') block.tag = 'h2';
    for (const token of block.children ?? []) {
      if (token.type === 'link_open') {
        const href = String(token.attrGet('href') ?? '');
        if (/^https?:\/\//i.test(href)) token.attrSet('rel', 'noopener noreferrer');
      }
      if (token.type === 'image') {
        const src = String(token.attrGet('src') ?? '');
        if (!SAME_SITE_IMAGE.test(src)) {
          // A picture from another site would be blocked by the page's policy: show its description instead.
          token.type = 'text';
          token.tag = '';
          token.content = token.content || 'picture';
          token.children = null;
          token.attrs = null;
        } else {
          token.attrSet('loading', 'lazy');
          token.attrSet('decoding', 'async');
        }
      }
    }
  }
});

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

/** The plain words of a Markdown text, for reading time and feed descriptions. */
export function markdownToPlainText(source: string): string {
  return source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read at about 200 words a minute (a careful reader's pace), never less than one. */
export function readingMinutes(source: string): number {
  const words = markdownToPlainText(source).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

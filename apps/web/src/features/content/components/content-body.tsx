/**
 * An item's body: HTML the server rendered from Markdown with raw HTML refused and links checked (see the content
 * module's markdown.ts), so it is safe to insert as it is. Styled here, since the body has no classes of its own.
 */
const BODY_STYLES = [
  'max-w-3xl text-lg',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-h2 [&_h2]:font-bold',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-h3 [&_h3]:font-bold',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-7 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-7 [&_li]:my-1.5',
  '[&_a]:text-brand-strong [&_a]:underline [&_a]:decoration-2',
  '[&_blockquote]:my-5 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:bg-sand [&_blockquote]:px-5 [&_blockquote]:py-1',
  '[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-base',
  '[&_th]:border [&_th]:border-line [&_th]:bg-sand [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_code]:rounded [&_code]:bg-sand [&_code]:px-1.5',
].join(' ');

export function ContentBody({ html }: { html: string }) {
  return <div className={BODY_STYLES} dangerouslySetInnerHTML={{ __html: html }} />;
}

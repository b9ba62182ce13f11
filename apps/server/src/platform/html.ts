/**
 * Escapes text for HTML, both between tags and inside attribute values quoted with either quote mark, which is
 * everywhere the server writes HTML of its own (e-mails, the development mailbox, test pages).
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

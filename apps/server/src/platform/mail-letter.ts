import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';

/** Every Tedi e-mail's frame: the greeting, the body as text and as HTML, and the same warm sign-off. */
export function letter(input: {
  readonly to: string;
  readonly kind: string;
  readonly subject: string;
  /** Lines of the plain-text body. */
  readonly text: readonly string[];
  /** Paragraphs of the HTML body, already escaped. */
  readonly html: readonly string[];
}): MailMessage {
  const text = ['Hello,', '', ...input.text, '', 'With warm wishes,', 'The Tedi team', ''].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en-GB">',
    `<head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body>',
    '<p>Hello,</p>',
    ...input.html,
    '<p>With warm wishes,<br>The Tedi team</p>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html, kind: input.kind };
}

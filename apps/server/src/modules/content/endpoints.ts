import { BLOG_FEED_PATH, CONTACT_FORM_PATHS } from '@tedi/contracts';
import { ADMIN, type EndpointTable, PUBLIC } from '../endpoint-table.ts';
import { CONTENT_PAGE_PATHS } from './pages.ts';
import { CONTENT_API_PREFIX } from './routes.ts';

const CONTACT_FORMS = Object.values(CONTACT_FORM_PATHS).map((paths) => paths.form);

/** Every route of the content capability and who may call it. */
export const CONTENT_ENDPOINTS: EndpointTable = [
  ...CONTENT_PAGE_PATHS.map((path) => ({ method: 'GET', path, access: PUBLIC }) as const),
  { method: 'GET', path: '/robots.txt', access: PUBLIC },
  { method: 'GET', path: '/sitemap.xml', access: PUBLIC },
  { method: 'GET', path: BLOG_FEED_PATH, access: PUBLIC },
  ...CONTACT_FORMS.flatMap(
    (path) =>
      [
        { method: 'GET', path, access: PUBLIC },
        { method: 'POST', path, access: PUBLIC },
      ] as const,
  ),
  { method: 'GET', path: '/api/v1/contact-form', access: PUBLIC },
  { method: 'GET', path: '/api/v1/contact-messages', access: ADMIN },
  { method: 'GET', path: CONTENT_API_PREFIX, access: PUBLIC },
  { method: 'GET', path: `${CONTENT_API_PREFIX}/:kind/:slug`, access: PUBLIC },
  { method: 'GET', path: `${CONTENT_API_PREFIX}/video/:slug/captions.vtt`, access: PUBLIC },
  {
    method: 'POST',
    path: CONTENT_API_PREFIX,
    body: {
      kind: 'guide',
      title: 'An intruder’s guide',
      summary: 'Not for publishing.',
      bodyMarkdown: 'Nothing here.',
      authorName: 'Nobody',
    },
    access: ADMIN,
  },
  { method: 'PATCH', path: `${CONTENT_API_PREFIX}/:id`, body: { title: 'Defaced' }, access: ADMIN },
  { method: 'POST', path: `${CONTENT_API_PREFIX}/:id/publish`, body: {}, access: ADMIN },
  { method: 'POST', path: `${CONTENT_API_PREFIX}/:id/unpublish`, access: ADMIN },
];

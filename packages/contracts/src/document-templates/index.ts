import { ABOUT_TEMPLATES } from './about.ts';
import { DLA_TEMPLATES } from './dla.ts';
import { EHCP_TEMPLATES } from './ehcp.ts';
import { HEALTH_TEMPLATES } from './health.ts';
import { SCHOOL_TEMPLATES } from './school.ts';
import type { DocumentTemplate } from './types.ts';

export * from './types.ts';
export * from './fill.ts';
export * from './periods.ts';

/** Every template of the document generator, in the order the page shows them. */
export const DOCUMENT_TEMPLATES: readonly DocumentTemplate[] = [
  ...EHCP_TEMPLATES,
  ...DLA_TEMPLATES,
  ...SCHOOL_TEMPLATES,
  ...HEALTH_TEMPLATES,
  ...ABOUT_TEMPLATES,
];

const BY_ID = new Map(DOCUMENT_TEMPLATES.map((template) => [template.id, template]));

/** A template by its id, or null. */
export function documentTemplate(id: string): DocumentTemplate | null {
  return BY_ID.get(id) ?? null;
}

export const DOCUMENT_TEMPLATE_IDS = DOCUMENT_TEMPLATES.map((template) => template.id);

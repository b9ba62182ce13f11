/** Links in running text: visibly links, in the brand colour. */
export const LINK_CLASSES = 'text-brand-strong underline decoration-2 hover:decoration-4';

import type { ContentKind } from '@tedi/contracts';

/** How each kind of reading introduces itself. */
export const SECTION_COPY: Readonly<
  Record<ContentKind, { heading: string; intro: string; title: string; description: string; noun: [string, string] }>
> = {
  guide: {
    heading: 'Guides',
    intro:
      'Step-by-step guides to the processes families of children with SEND meet most: EHCPs, Disability Living Allowance, hospital passports and more. Written in plain English, with the deadlines that matter.',
    title: 'Guides for families of children with SEND – Tedi',
    description:
      'Plain-English guides to EHCPs and their deadlines, requesting an assessment, Disability Living Allowance for children and hospital passports.',
    noun: ['guide', 'guides'],
  },
  article: {
    heading: 'Articles',
    intro:
      'Practical advice for everyday life with a child with additional needs: preparing for change, filling in forms, and sharing care across two homes.',
    title: 'Articles for parents and carers of children with SEND – Tedi',
    description:
      'Practical advice on social stories, DLA claim forms and co-parenting a child with special educational needs and disabilities.',
    noun: ['article', 'articles'],
  },
  blog: {
    heading: 'Blog',
    intro: 'News and explainers for families: changes to the rules, and the time limits worth knowing.',
    title: 'Blog – Tedi',
    description:
      'News and explainers for families of children with SEND in the UK: EHCP appeals, changes to the law and more.',
    noun: ['post', 'posts'],
  },
  video: {
    heading: 'Videos: getting started with Tedi',
    intro: 'Short videos that show each part of Tedi, in the order a new parent meets them.',
    title: 'Videos: getting started with Tedi – Tedi',
    description:
      'Short videos showing each part of Tedi for new parents and carers, each with captions and a full transcript.',
    noun: ['video', 'videos'],
  },
};

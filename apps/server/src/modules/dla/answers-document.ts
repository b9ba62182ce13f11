import {
  DLA_FORM_SECTIONS,
  DLA_FORM_SECTION_INFO,
  type DlaDiaryWeek,
  type DlaOverviewResponse,
  dlaQuestionsIn,
  type FontFamily,
  formatRuleDate,
} from '@tedi/contracts';
import type { DocumentBlock, DocumentDefinition } from '../../platform/documents/definition.ts';

/**
 * The parent's answers on paper, question by question in the form's order: to copy onto the DLA claim form, or to
 * send with it as extra sheets. Every page carries the child's name and date of birth, as the form's notes ask of
 * extra sheets; the claim's dates and a week-by-week summary of the care diary follow the answers.
 */
export function answersDocument(
  overview: DlaOverviewResponse,
  options: { font: FontFamily; printedOn: string },
): DocumentDefinition {
  const { claim } = overview;
  const who = `${overview.childName}${overview.dateOfBirth ? `, born ${formatRuleDate(overview.dateOfBirth)}` : ''}`;
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: 'Disability Living Allowance for a child: our answers', emphasis: 'quiet' },
    { kind: 'heading', text: overview.childName, level: 1 },
    {
      kind: 'facts',
      items: [
        { label: 'Date of birth', value: overview.dateOfBirth ? formatRuleDate(overview.dateOfBirth) : '' },
        { label: 'Reference', value: claim.claimReference ?? '' },
        { label: 'We phoned to claim on', value: claim.callDate ? formatRuleDate(claim.callDate) : '' },
        ...overview.deadlines
          .filter((deadline) => deadline.key === 'form-return')
          .map((deadline) => ({ label: 'Form due back by', value: formatRuleDate(deadline.due) })),
        { label: 'Form sent back on', value: claim.formReturnedOn ? formatRuleDate(claim.formReturnedOn) : '' },
        ...(claim.decisionDate ? [{ label: 'Decision dated', value: formatRuleDate(claim.decisionDate) }] : []),
        ...overview.deadlines
          .filter((deadline) => deadline.key !== 'form-return' && !deadline.done)
          .map((deadline) => ({ label: deadline.title, value: `by ${formatRuleDate(deadline.due)}` })),
      ],
    },
  ];

  for (const section of DLA_FORM_SECTIONS) {
    const info = DLA_FORM_SECTION_INFO[section];
    blocks.push({ kind: 'heading', text: `${info.title} (${info.formQuestions})`, level: 2 });
    for (const question of dlaQuestionsIn(section)) {
      const answer = overview.answers[question.key]?.text.trim() ?? '';
      blocks.push({ kind: 'heading', text: `${question.title} (${question.formQuestions.toLowerCase()})`, level: 3 });
      blocks.push(
        answer
          ? { kind: 'paragraph', text: answer }
          : { kind: 'paragraph', text: 'Not answered yet.', emphasis: 'quiet' },
      );
    }
  }

  if (overview.diaryWeeks.length > 0) {
    blocks.push({ kind: 'heading', text: 'Care diary, week by week', level: 2 });
    blocks.push({
      kind: 'table',
      columns: ['Week starting', 'Help by day', 'Help at night', 'Nights with help'],
      widths: [1.4, 2, 2, 1.2],
      rows: overview.diaryWeeks.map((week) => diaryRow(week)),
    });
  }

  return {
    title: `DLA answers for ${overview.childName}`,
    author: 'Tedi',
    page: 'a4',
    font: options.font,
    blocks,
    footer: `${who}. Printed from Tedi on ${formatRuleDate(options.printedOn)}`,
  };
}

function minutesText(minutes: number): string {
  if (minutes === 0) return 'no time recorded';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
}

function diaryRow(week: DlaDiaryWeek): string[] {
  return [
    formatRuleDate(week.weekStarting),
    `${week.dayTimes} time${week.dayTimes === 1 ? '' : 's'}, ${minutesText(week.dayMinutes)}`,
    `${week.nightTimes} time${week.nightTimes === 1 ? '' : 's'}, ${minutesText(week.nightMinutes)}`,
    String(week.nightsWithHelp),
  ];
}

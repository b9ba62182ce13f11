import {
  CODE_OF_PRACTICE,
  LEGISLATION,
  childDateOfBirth,
  childName,
  diagnoses,
  letterDate,
  professionals,
  recipientAddress,
  recipientName,
  school,
} from './common.ts';
import type { DocumentTemplate, TemplateField } from './types.ts';

/** The four EHCP letters; the EHCP capability links to them by these ids. */

const councilName: TemplateField = {
  key: 'councilName',
  label: 'Your council',
  hint: 'The local authority for where your child lives, for example “Leeds City Council”.',
  kind: 'short-text',
  required: true,
  facts: ['ehcp.localAuthority'],
};

const councilAddress = recipientAddress(
  'The SEND team’s postal address, one line each. It is on the council’s website, usually under “EHC needs assessment”. You can also send the letter by e-mail: keep a copy.',
);

const caseOfficer: TemplateField = {
  key: 'caseOfficer',
  label: 'Case officer',
  hint: 'The council officer dealing with your child’s case, if you know their name.',
  kind: 'short-text',
  facts: ['ehcp.caseOfficer'],
};

export const EHCP_TEMPLATES: readonly DocumentTemplate[] = [
  {
    id: 'ehcp-assessment-request',
    group: 'ehcp',
    title: 'Request for an EHC needs assessment',
    purpose:
      'Asks the council to assess your child’s education, health and care needs, the first step to an EHC plan. Anyone may ask; a diagnosis is not needed.',
    recipient: 'The council’s SEND team',
    kind: 'letter',
    heading: 'Request for an education, health and care needs assessment for {childName}, born {childDateOfBirth}',
    basis: [
      {
        citation: 'Children and Families Act 2014, section 36 (assessment of education, health and care needs)',
        url: LEGISLATION.cfaSection(36),
      },
      {
        citation:
          'Special Educational Needs and Disability Regulations 2014, regulations 4 and 5 (decision within 6 weeks) and 13 (final plan within 20 weeks)',
        url: LEGISLATION.sendRegulations,
      },
      CODE_OF_PRACTICE('chapter 9, paragraphs 9.14 to 9.17'),
    ],
    fields: [
      recipientName('The SEND team', 'The team or person at the council. “The SEND team” is fine.'),
      councilAddress,
      letterDate,
      councilName,
      childName,
      childDateOfBirth,
      school(false),
      {
        key: 'requestDate',
        label: 'Date of the request',
        hint: 'The day the council gets this letter. The 6 weeks for its decision count from here.',
        kind: 'date',
        required: true,
        facts: ['ehcp.requestDate', 'today'],
      },
      {
        key: 'decisionDue',
        label: 'Council must decide by',
        hint: 'Worked out for you: 6 weeks from the date of the request.',
        kind: 'date',
        required: true,
        facts: ['ehcp.decisionToAssessDue'],
        derive: { from: 'requestDate', period: 'ehcp-decision-to-assess' },
      },
      {
        key: 'finalPlanDue',
        label: 'Final plan due by',
        hint: 'Worked out for you: 20 weeks from the date of the request, if a plan is made.',
        kind: 'date',
        required: true,
        facts: ['ehcp.finalPlanDue'],
        derive: { from: 'requestDate', period: 'ehcp-final-plan' },
      },
      {
        key: 'needs',
        label: 'Your child’s needs',
        hint: 'What your child finds hard at school and at home, and what happens as a result. Be specific: “cannot write more than two lines without help”, “has left the classroom four times this week”.',
        kind: 'long-text',
        required: true,
        facts: ['child.needs'],
      },
      diagnoses,
      {
        key: 'supportSoFar',
        label: 'Support given so far',
        hint: 'What the school or nursery has tried (SEN support, a plan, extra adults, therapies) and why it has not been enough.',
        kind: 'long-text',
      },
      professionals,
    ],
    body: [
      {
        kind: 'paragraph',
        text: 'I am writing as the parent of {childName} to ask {councilName} to carry out an education, health and care (EHC) needs assessment under section 36 of the Children and Families Act 2014. Please treat this letter as my formal request, made on {requestDate}.',
      },
      { kind: 'paragraph', text: '{childName} attends {school}.', when: 'school' },
      { kind: 'heading', text: 'Why I am asking' },
      {
        kind: 'paragraph',
        text: 'The council must assess a child who has or may have special educational needs, where it may be necessary for special educational provision to be made through an EHC plan (section 36(8)). I believe both are true for {childName}, for these reasons.',
      },
      { kind: 'paragraph', text: '{needs}' },
      { kind: 'paragraph', text: '{childName} has these diagnoses:', when: 'diagnoses' },
      { kind: 'list', field: 'diagnoses', when: 'diagnoses' },
      { kind: 'heading', text: 'Support so far', when: 'supportSoFar' },
      { kind: 'paragraph', text: '{supportSoFar}', when: 'supportSoFar' },
      {
        kind: 'paragraph',
        text: 'These professionals know {childName} and can give advice for the assessment:',
        when: 'professionals',
      },
      { kind: 'list', field: 'professionals', when: 'professionals' },
      { kind: 'heading', text: 'What happens next' },
      {
        kind: 'paragraph',
        text: 'Under regulations 4 and 5 of the Special Educational Needs and Disability Regulations 2014, the council must tell me whether it will carry out the assessment within 6 weeks of receiving this request, that is by {decisionDue}. If it assesses and decides a plan is needed, the final plan must be issued within 20 weeks of this request (regulation 13), that is by {finalPlanDue}.',
      },
      {
        kind: 'paragraph',
        text: 'Please confirm in writing that you have received this request and the date you received it, and tell me who is dealing with it. I would like to be involved at every stage and to see the information the council gathers. I am happy for you to contact the professionals who work with {childName}.',
      },
      { kind: 'signature' },
    ],
  },
  {
    id: 'ehcp-draft-plan-reply',
    group: 'ehcp',
    title: 'Reply to a draft EHC plan',
    purpose:
      'Gives your comments on the draft plan, asks for the changes you want and names the school you want, within the 15 days the law gives you.',
    recipient: 'The council’s case officer',
    kind: 'letter',
    heading: 'Comments on the draft EHC plan for {childName}, born {childDateOfBirth}',
    basis: [
      {
        citation: 'Children and Families Act 2014, sections 38 and 39 (draft plan, comments and the school named)',
        url: LEGISLATION.cfaSection(38),
      },
      {
        citation:
          'Special Educational Needs and Disability Regulations 2014, regulation 13 (at least 15 days to comment)',
        url: LEGISLATION.sendRegulation(13),
      },
      CODE_OF_PRACTICE('chapter 9, paragraphs 9.77 to 9.80 and 9.61 to 9.69 (writing a plan)'),
    ],
    fields: [
      recipientName('The case officer', 'The case officer’s name, or “The SEND team”.', ['ehcp.caseOfficer']),
      councilAddress,
      letterDate,
      childName,
      childDateOfBirth,
      {
        key: 'draftDate',
        label: 'Date the draft plan was sent',
        hint: 'It is on the letter that came with the draft.',
        kind: 'date',
        required: true,
        facts: ['ehcp.draftPlanDate'],
      },
      {
        key: 'commentsDue',
        label: 'Comments due by',
        hint: 'Worked out for you: at least 15 days from the day the draft was sent. The council may have given longer.',
        kind: 'date',
        required: true,
        facts: ['ehcp.draftCommentsDue'],
        derive: { from: 'draftDate', period: 'ehcp-draft-comments' },
      },
      {
        key: 'preferredSchool',
        label: 'The school you want named',
        hint: 'The school or college you want in section I. Leave empty if you do not want to name one yet.',
        kind: 'short-text',
        facts: ['ehcp.proposedSchool'],
      },
      {
        key: 'changes',
        label: 'Changes you are asking for',
        hint: 'One a line, starting with the section: “Section F: 3 sessions of speech and language therapy a term, 45 minutes each, by a speech and language therapist”.',
        kind: 'list',
        required: true,
      },
      {
        key: 'evidence',
        label: 'Advice or evidence to add',
        hint: 'Reports that are missing or not reflected in the plan, and what they say.',
        kind: 'long-text',
      },
    ],
    body: [
      {
        kind: 'paragraph',
        text: 'Thank you for the draft education, health and care plan for {childName}, sent on {draftDate}. Under section 38 of the Children and Families Act 2014 and regulation 13 of the Special Educational Needs and Disability Regulations 2014 I have at least 15 days to comment, until {commentsDue}. These are my comments.',
      },
      { kind: 'heading', text: 'The school I want named', when: 'preferredSchool' },
      {
        kind: 'paragraph',
        text: 'I ask that {preferredSchool} is named in section I. Under section 39 of the Act the council must name the school a parent asks for unless it is unsuitable for {childName}’s age, ability, aptitude or special educational needs, or {childName} being there would be incompatible with the efficient education of others or the efficient use of resources.',
        when: 'preferredSchool',
      },
      { kind: 'heading', text: 'Changes I am asking for' },
      {
        kind: 'paragraph',
        text: 'Section F is the part of the plan the council must make sure is provided. Each need in section B should have provision in section F that is specific and quantified: what it is, who gives it, how often and for how long. Please change the draft as follows:',
      },
      { kind: 'list', field: 'changes' },
      { kind: 'heading', text: 'Advice and evidence', when: 'evidence' },
      { kind: 'paragraph', text: '{evidence}', when: 'evidence' },
      {
        kind: 'paragraph',
        text: 'Please send me the amended draft with a note of which changes were made and, for any that were not, why not. I am happy to meet to talk this through before the plan is finalised. The final plan must be issued within 20 weeks of the request for assessment.',
      },
      { kind: 'signature' },
    ],
  },
  {
    id: 'ehcp-missed-deadline-complaint',
    group: 'ehcp',
    title: 'Complaint about a missed deadline',
    purpose:
      'A formal complaint when the council has missed a legal time limit in the EHC process, asking it to put things right by a date.',
    recipient: 'The council’s complaints team or Director of Children’s Services',
    kind: 'letter',
    heading: 'Formal complaint: missed legal deadlines in {childName}’s EHC process',
    basis: [
      {
        citation:
          'Special Educational Needs and Disability Regulations 2014, regulations 4 and 5 (6 weeks), 10 (16 weeks) and 13 (20 weeks)',
        url: LEGISLATION.sendRegulations,
      },
      CODE_OF_PRACTICE('chapter 9, paragraph 9.42 and chapter 11 (resolving disagreements)'),
      {
        citation: 'Local Government and Social Care Ombudsman: complaints about education and special needs',
        url: 'https://www.lgo.org.uk/education',
      },
    ],
    fields: [
      recipientName(
        'The Director of Children’s Services',
        'The complaints team, or the Director of Children’s Services.',
      ),
      councilAddress,
      letterDate,
      councilName,
      caseOfficer,
      childName,
      childDateOfBirth,
      {
        key: 'requestDate',
        label: 'Date you asked for the assessment',
        hint: 'The day the council received your request.',
        kind: 'date',
        facts: ['ehcp.requestDate'],
      },
      {
        key: 'missed',
        label: 'The deadlines missed',
        hint: 'One a line, with the date it was due: “Decision whether to assess: due 12 March 2026”.',
        kind: 'list',
        required: true,
        facts: ['ehcp.overdue'],
      },
      {
        key: 'contactLog',
        label: 'What has happened so far',
        hint: 'One a line: date, who you spoke to, and what was said or promised.',
        kind: 'list',
        facts: ['ehcp.contactLog'],
      },
      {
        key: 'impact',
        label: 'What the delay means for your child',
        hint: 'What your child is missing while they wait: support, a school place, therapy, time in school.',
        kind: 'long-text',
        required: true,
      },
      {
        key: 'putRight',
        label: 'What you want the council to do',
        hint: 'What would put it right, with dates.',
        kind: 'long-text',
        required: true,
        suggestion:
          'Complete the overdue step within 10 working days, tell me in writing the date by which each remaining step will be done, and explain why the time limits were missed.',
      },
      {
        key: 'replyBy',
        label: 'Reply wanted by',
        hint: 'Usually 10 working days from the date of the letter.',
        kind: 'date',
        required: true,
      },
    ],
    body: [
      {
        kind: 'paragraph',
        text: 'I am making a formal complaint under {councilName}’s complaints procedure about missed legal deadlines in the education, health and care process for {childName}, born {childDateOfBirth}.',
      },
      { kind: 'paragraph', text: 'The case officer is {caseOfficer}.', when: 'caseOfficer' },
      { kind: 'paragraph', text: 'I asked for an EHC needs assessment on {requestDate}.', when: 'requestDate' },
      { kind: 'heading', text: 'The deadlines that have been missed' },
      {
        kind: 'paragraph',
        text: 'The Special Educational Needs and Disability Regulations 2014 set time limits the council must keep: 6 weeks to decide whether to assess (regulations 4 and 5), 16 weeks to say if it will not issue a plan (regulation 10) and 20 weeks to issue the final plan (regulation 13). These have not been kept:',
      },
      { kind: 'list', field: 'missed' },
      { kind: 'heading', text: 'What has happened so far', when: 'contactLog' },
      { kind: 'list', field: 'contactLog', when: 'contactLog' },
      { kind: 'heading', text: 'What this delay means for {childName}' },
      { kind: 'paragraph', text: '{impact}' },
      { kind: 'heading', text: 'What I am asking the council to do' },
      { kind: 'paragraph', text: '{putRight}' },
      { kind: 'paragraph', text: 'Please reply in writing by {replyBy}.' },
      {
        kind: 'paragraph',
        text: 'If this is not put right, I will take my complaint to the Local Government and Social Care Ombudsman, and I will seek advice on the council’s failure to meet its legal duties. I am keeping a record of all contact about this.',
      },
      { kind: 'signature' },
    ],
  },
  {
    id: 'ehcp-annual-review-contribution',
    group: 'ehcp',
    title: 'Annual review contribution',
    purpose:
      'Your views for the yearly review of the EHC plan: what has gone well, what worries you and the changes you want, to go in the papers before the meeting.',
    recipient: 'The school’s SENCo, for the review papers, and the council',
    kind: 'letter',
    heading: 'Parent’s contribution to the annual review of {childName}’s EHC plan',
    basis: [
      {
        citation: 'Children and Families Act 2014, section 44 (reviews of EHC plans)',
        url: LEGISLATION.cfaSection(44),
      },
      {
        citation:
          'Special Educational Needs and Disability Regulations 2014, regulation 20 (review where the child attends a school)',
        url: LEGISLATION.sendRegulation(20),
      },
      CODE_OF_PRACTICE('chapter 9, paragraphs 9.166 to 9.185 (reviewing an EHC plan)'),
    ],
    fields: [
      recipientName('The SENCo', 'Usually the school’s SENCo, who gathers the papers for the meeting.'),
      recipientAddress('The school’s address, one line each.'),
      letterDate,
      childName,
      childDateOfBirth,
      school(false),
      {
        key: 'meetingDate',
        label: 'Date of the review meeting',
        hint: 'If it has been set.',
        kind: 'date',
        facts: ['ehcp.annualReviewMeetingDate'],
      },
      {
        key: 'childViews',
        label: 'Your child’s views',
        hint: 'What your child says about school, in their words if you can: what they like, what is hard, what they hope for.',
        kind: 'long-text',
        facts: ['ehcp.sectionA'],
      },
      {
        key: 'goneWell',
        label: 'What has gone well',
        hint: 'Progress this year, and the support that made it possible.',
        kind: 'long-text',
        required: true,
      },
      {
        key: 'worries',
        label: 'What worries you',
        hint: 'Where the plan is not working or not being delivered, and what you see at home.',
        kind: 'long-text',
        required: true,
      },
      {
        key: 'health',
        label: 'Health needs and medicines',
        hint: 'One a line. Anything new the plan should know.',
        kind: 'list',
        facts: ['health.conditions'],
      },
      {
        key: 'changes',
        label: 'Changes you are asking for',
        hint: 'One a line, starting with the section: “Section F: a daily movement break of 10 minutes with a teaching assistant”.',
        kind: 'list',
        required: true,
      },
      {
        key: 'nextPhase',
        label: 'Moving school or phase',
        hint: 'If your child moves school or phase next year: what you want and which school you prefer. For a move in September the plan must be amended by 15 February.',
        kind: 'long-text',
      },
    ],
    body: [
      {
        kind: 'paragraph',
        text: 'This is my contribution as a parent to the annual review of {childName}’s education, health and care plan.',
      },
      { kind: 'paragraph', text: '{childName} attends {school}.', when: 'school' },
      { kind: 'paragraph', text: 'The review meeting is on {meetingDate}.', when: 'meetingDate' },
      {
        kind: 'paragraph',
        text: 'Under section 44 of the Children and Families Act 2014 and regulation 20 of the Special Educational Needs and Disability Regulations 2014, the plan must be reviewed at least every 12 months, my views must be asked for and taken into account, and the advice and information for the meeting must be sent out at least 2 weeks before it. Please include this letter in those papers.',
      },
      { kind: 'heading', text: '{childName}’s views', when: 'childViews' },
      { kind: 'paragraph', text: '{childViews}', when: 'childViews' },
      { kind: 'heading', text: 'What has gone well' },
      { kind: 'paragraph', text: '{goneWell}' },
      { kind: 'heading', text: 'What worries me' },
      { kind: 'paragraph', text: '{worries}' },
      { kind: 'heading', text: 'Health', when: 'health' },
      { kind: 'list', field: 'health', when: 'health' },
      { kind: 'heading', text: 'Changes I am asking for' },
      {
        kind: 'paragraph',
        text: 'I ask that the plan is amended as follows. Provision in section F should stay specific and quantified: what it is, who gives it, how often and for how long.',
      },
      { kind: 'list', field: 'changes' },
      { kind: 'heading', text: 'Moving school or phase', when: 'nextPhase' },
      { kind: 'paragraph', text: '{nextPhase}', when: 'nextPhase' },
      {
        kind: 'paragraph',
        text: 'After the meeting the council must tell me within 4 weeks whether it will keep the plan as it is, amend it or stop it. If it is to be amended, please send me the proposed changes and the evidence for them.',
      },
      { kind: 'signature' },
    ],
  },
];

import {
  ALLERGY_SEVERITIES,
  ALLERGY_SEVERITY_LABELS,
  HEALTH_EVENT_KINDS,
  type AllergyResponse,
  type AppointmentResponse,
  type GrowthResponse,
  type HealthEventResponse,
  type HealthHubResponse,
  type ImmunisationResponse,
  type MedicationResponse,
  type ProfessionalResponse,
} from '@tedi/contracts';
import type { ReactNode } from 'react';

import {
  useAddChildCondition,
  useRemoveChildCondition,
  useUpdateChildCondition,
} from '../../children/api/child-conditions.ts';
import {
  useAddHealthEntry,
  useRemoveHealthEntry,
  useUpdateHealthEntry,
  type HealthEntryKind,
} from '../api/health-hub.ts';
import {
  describeDose,
  describeDuration,
  describeHow,
  describeSchedule,
  formatDate,
  formatDateTime,
} from '../health-format.ts';
import { ChangesSince } from './changes-since.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { DosesSection } from './doses-section.tsx';
import { EntryList } from './entry-list.tsx';
import { AddToCalendar, HealthDownloads } from './health-downloads.tsx';
import { RecordReaders } from './record-readers.tsx';
import { GrowthChart } from './growth-chart.tsx';
import { localDateTimeValue, type FormValues, type HealthField } from './health-fields.tsx';
import { MedicationForm, medicationValues } from './medication-form.tsx';
import { TimelineSection } from './timeline-section.tsx';

/** The hub's sections, in the order of the page and of its "On this page" list. */
export const HUB_SECTIONS = [
  { id: 'doses', label: 'Today’s doses' },
  { id: 'medicines', label: 'Medicines' },
  { id: 'allergies', label: 'Allergies' },
  { id: 'conditions', label: 'Conditions' },
  { id: 'appointments', label: 'Appointments' },
  { id: 'professionals', label: 'Professionals' },
  { id: 'growth', label: 'Growth' },
  { id: 'events', label: 'Seizures and symptoms' },
  { id: 'immunisations', label: 'Immunisations' },
  { id: 'documents', label: 'Documents' },
  { id: 'timeline', label: 'Timeline' },
  { id: 'take-along', label: 'Print or take along' },
  { id: 'readers', label: 'Who has looked' },
] as const;
type SectionId = (typeof HUB_SECTIONS)[number]['id'];

function Section({ id, children, intro }: { id: SectionId; children: ReactNode; intro?: ReactNode }) {
  const label = HUB_SECTIONS.find((section) => section.id === id)!.label;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="flex scroll-mt-4 flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-h2 font-bold">
        {label}
      </h2>
      {intro}
      {children}
    </section>
  );
}

/** Add, change and remove for one kind of entry, fed to an EntryList. */
function useEntryActions(childId: string, kind: HealthEntryKind) {
  const add = useAddHealthEntry(childId);
  const update = useUpdateHealthEntry(childId);
  const remove = useRemoveHealthEntry(childId);
  return {
    add: (body: Record<string, unknown>) => add.mutateAsync({ kind, input: body }),
    update: (id: string, body: Record<string, unknown>) => update.mutateAsync({ kind, id, input: body }),
    remove: (id: string) => remove.mutateAsync({ kind, id }),
  };
}

const valuesFrom = (fields: readonly HealthField[], item: object | null): FormValues =>
  Object.fromEntries(
    fields.map((field) => {
      const value = item ? (item as Record<string, unknown>)[field.path] : null;
      if (typeof value === 'number') return [field.path, String(value)];
      if (typeof value !== 'string') return [field.path, ''];
      return [field.path, field.kind === 'datetime' ? localDateTimeValue(value) : value];
    }),
  );

const SEVERITY_ORDER = [...ALLERGY_SEVERITIES].reverse();

function SeverityBadge({ allergy }: { allergy: AllergyResponse }) {
  const lifeThreatening = allergy.severity === 'life_threatening';
  return (
    <span
      className={`rounded-full px-3 py-0.5 font-bold ${lifeThreatening ? 'bg-danger text-white' : 'bg-sand text-ink'}`}
    >
      {lifeThreatening ? <span aria-hidden="true">⚠ </span> : null}
      {ALLERGY_SEVERITY_LABELS[allergy.severity]}
    </span>
  );
}

const ALLERGY_FIELDS: HealthField[] = [
  { path: 'substance', label: 'Allergic to', kind: 'text', required: true, hint: 'E.g. peanuts, penicillin.' },
  { path: 'reaction', label: 'Reaction', kind: 'text', hint: 'What happens, e.g. hives, swelling.' },
  {
    path: 'severity',
    label: 'How severe',
    kind: 'select',
    required: true,
    options: ALLERGY_SEVERITIES.map((severity) => ({ value: severity, label: ALLERGY_SEVERITY_LABELS[severity] })),
  },
  { path: 'notes', label: 'Notes', kind: 'textarea', hint: 'E.g. where the adrenaline pen is kept.' },
];

const CONDITION_FIELDS: HealthField[] = [
  { path: 'name', label: 'Condition or diagnosis', kind: 'text', required: true },
  { path: 'diagnosedOn', label: 'Date of diagnosis', kind: 'date' },
  { path: 'diagnosedBy', label: 'Who diagnosed it', kind: 'text' },
  { path: 'notes', label: 'Notes', kind: 'textarea' },
];

const PROFESSIONAL_FIELDS: HealthField[] = [
  { path: 'role', label: 'Role', kind: 'text', required: true, hint: 'E.g. GP, paediatrician, school nurse.' },
  { path: 'name', label: 'Name', kind: 'text', required: true },
  { path: 'organisation', label: 'Practice, hospital or service', kind: 'text' },
  { path: 'phone', label: 'Phone', kind: 'tel' },
  { path: 'email', label: 'E-mail', kind: 'email' },
  { path: 'address', label: 'Address', kind: 'textarea' },
  { path: 'notes', label: 'Notes', kind: 'textarea' },
];

function appointmentFields(professionals: readonly ProfessionalResponse[]): HealthField[] {
  return [
    { path: 'withWhom', label: 'With', kind: 'text', required: true, hint: 'E.g. Dr Patel, paediatric clinic.' },
    ...(professionals.length > 0
      ? [
          {
            path: 'professionalId',
            label: 'Professional on your list',
            kind: 'select' as const,
            options: professionals.map((each) => ({ value: each.id, label: `${each.name} (${each.role})` })),
          },
        ]
      : []),
    { path: 'startsAt', label: 'Starts', kind: 'datetime', required: true },
    { path: 'endsAt', label: 'Ends', kind: 'datetime' },
    { path: 'location', label: 'Where', kind: 'text' },
    { path: 'reason', label: 'What it is for', kind: 'text' },
    { path: 'outcome', label: 'Outcome notes', kind: 'textarea' },
    { path: 'followUp', label: 'Follow-ups', kind: 'textarea' },
  ];
}

const GROWTH_FIELDS: HealthField[] = [
  { path: 'measuredOn', label: 'Date measured', kind: 'date', required: true },
  { path: 'heightCm', label: 'Height', unit: 'cm', kind: 'number' },
  { path: 'weightKg', label: 'Weight', unit: 'kg', kind: 'number' },
  { path: 'headCircumferenceCm', label: 'Head circumference', unit: 'cm', kind: 'number' },
  { path: 'notes', label: 'Notes', kind: 'textarea' },
];

const EVENT_FIELDS: HealthField[] = [
  {
    path: 'kind',
    label: 'Seizure or symptom',
    kind: 'select',
    required: true,
    options: HEALTH_EVENT_KINDS.map((kind) => ({ value: kind, label: kind === 'seizure' ? 'Seizure' : 'Symptom' })),
  },
  { path: 'occurredAt', label: 'When it started', kind: 'datetime', required: true },
  {
    path: 'durationSeconds',
    label: 'How long it lasted',
    kind: 'text',
    hint: 'Minutes and seconds like 2:30, or seconds like 45.',
  },
  { path: 'type', label: 'Type', kind: 'text', hint: 'E.g. tonic-clonic, absence, headache.' },
  { path: 'triggers', label: 'Triggers', kind: 'text' },
  { path: 'rescueMedication', label: 'Rescue medicine given', kind: 'text' },
  { path: 'recovery', label: 'Recovery', kind: 'text' },
  { path: 'notes', label: 'Notes', kind: 'textarea' },
];

/** "2:30" is 150 seconds, "45" is 45; anything else is sent as typed so the server says what is wrong. */
export function durationSecondsOf(value: string | undefined): number | string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  const clock = /^(\d+):([0-5]\d)$/.exec(trimmed);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function durationValue(seconds: number | null): string {
  if (seconds === null) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const IMMUNISATION_FIELDS: HealthField[] = [
  { path: 'vaccine', label: 'Vaccine', kind: 'text', required: true, hint: 'E.g. MMR, 6-in-1.' },
  { path: 'givenOn', label: 'Date given', kind: 'date', required: true },
  { path: 'doseLabel', label: 'Dose', kind: 'text', hint: 'E.g. 2nd dose.' },
  { path: 'givenBy', label: 'Given by', kind: 'text' },
  { path: 'batchNumber', label: 'Batch number', kind: 'text' },
  { path: 'notes', label: 'Notes', kind: 'textarea' },
];

/** Every section of one child's health hub. */
export function ChildHealth({
  childId,
  childName,
  dateOfBirth,
  hub,
}: {
  childId: string;
  childName: string;
  dateOfBirth: string | null;
  hub: HealthHubResponse;
}) {
  const canEdit = hub.permissions.canEdit;
  const medicines = useEntryActions(childId, 'medications');
  const allergies = useEntryActions(childId, 'allergies');
  const professionals = useEntryActions(childId, 'professionals');
  const appointments = useEntryActions(childId, 'appointments');
  const growth = useEntryActions(childId, 'growth');
  const events = useEntryActions(childId, 'events');
  const immunisations = useEntryActions(childId, 'immunisations');
  const addCondition = useAddChildCondition(childId);
  const updateCondition = useUpdateChildCondition(childId);
  const removeCondition = useRemoveChildCondition(childId);
  const professionalName = (id: string | null) => {
    const found = hub.professionals.find((each) => each.id === id);
    return found ? `${found.name} (${found.role})` : null;
  };
  const sortedMedicines = [...hub.medications].sort((a, b) => Number(b.current) - Number(a.current));
  const sortedAllergies = [...hub.allergies].sort(
    (a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity),
  );
  const appointmentFieldList = appointmentFields(hub.professionals);
  const appointmentDetails = (appointment: AppointmentResponse) => [
    { label: 'When', value: formatDateTime(appointment.startsAt) },
    { label: 'Where', value: appointment.location },
    { label: 'Professional', value: professionalName(appointment.professionalId) },
    { label: 'What for', value: appointment.reason },
    { label: 'Outcome', value: appointment.outcome },
    { label: 'Follow-ups', value: appointment.followUp },
    { label: 'Cancelled', value: appointment.cancelled ? 'Yes' : null },
  ];
  const appointmentValues = (appointment: AppointmentResponse | null) => valuesFrom(appointmentFieldList, appointment);

  return (
    <div className="flex flex-col gap-6">
      <Section id="doses">
        <DosesSection childId={childId} childName={childName} hub={hub} />
      </Section>

      <Section id="medicines">
        <EntryList<MedicationResponse>
          prefix={`medicine-${childId}`}
          items={sortedMedicines}
          canEdit={canEdit}
          noun="medicine"
          addLabel="Add a medicine"
          emptyText="No medicines added yet."
          fields={[]}
          titleOf={(medication) => medication.name}
          badgeOf={(medication) =>
            medication.current ? null : (
              <span className="rounded-full bg-sand px-3 py-0.5 font-semibold">Not taken now</span>
            )
          }
          detailsOf={(medication) => [
            { label: 'Dose', value: describeDose(medication) },
            { label: 'How', value: describeHow(medication) },
            { label: 'When', value: describeSchedule(medication.schedule) },
            { label: 'For', value: medication.reason },
            { label: 'Instructions', value: medication.instructions },
            { label: 'Started', value: formatDate(medication.startDate) },
            { label: 'Stops', value: formatDate(medication.stopDate) },
            { label: 'Prescribed by', value: professionalName(medication.prescriberId) },
          ]}
          valuesOf={medicationValues}
          form={(props) => <MedicationForm {...props} professionals={hub.professionals} />}
          {...medicines}
        />
      </Section>

      <Section id="allergies">
        <EntryList<AllergyResponse>
          prefix={`allergy-${childId}`}
          items={sortedAllergies}
          canEdit={canEdit}
          noun="allergy"
          addLabel="Add an allergy"
          emptyText="No allergies recorded."
          fields={ALLERGY_FIELDS}
          titleOf={(allergy) => allergy.substance}
          badgeOf={(allergy) => <SeverityBadge allergy={allergy} />}
          emphasised={(allergy) => allergy.severity === 'life_threatening'}
          detailsOf={(allergy) => [
            { label: 'Reaction', value: allergy.reaction },
            { label: 'Notes', value: allergy.notes },
          ]}
          valuesOf={(allergy) => valuesFrom(ALLERGY_FIELDS, allergy)}
          {...allergies}
        />
      </Section>

      <Section id="conditions">
        <EntryList<HealthHubResponse['conditions'][number]>
          prefix={`condition-${childId}`}
          items={hub.conditions}
          canEdit={canEdit}
          noun="condition"
          addLabel="Add a condition"
          emptyText="No conditions or diagnoses added yet."
          fields={CONDITION_FIELDS}
          titleOf={(condition) => condition.name}
          detailsOf={(condition) => [
            { label: 'Diagnosed', value: formatDate(condition.diagnosedOn) },
            { label: 'By', value: condition.diagnosedBy },
            { label: 'Notes', value: condition.notes },
          ]}
          valuesOf={(condition) => valuesFrom(CONDITION_FIELDS, condition)}
          add={(body) => addCondition.mutateAsync(body as never)}
          update={(id, body) => updateCondition.mutateAsync({ id, input: body })}
          remove={(id) => removeCondition.mutateAsync(id)}
        />
      </Section>

      <Section id="appointments">
        <h3 className="text-h3 font-bold">Upcoming</h3>
        <EntryList<AppointmentResponse>
          prefix={`appointment-${childId}`}
          headingLevel={4}
          items={hub.upcomingAppointments}
          canEdit={canEdit}
          noun="appointment"
          addLabel="Add an appointment"
          emptyText="No appointments coming up."
          extraOf={(appointment) =>
            appointment.cancelled ? null : (
              <AddToCalendar childId={childId} appointmentId={appointment.id} withWhom={appointment.withWhom} />
            )
          }
          fields={appointmentFieldList}
          titleOf={(appointment) => appointment.withWhom}
          detailsOf={appointmentDetails}
          valuesOf={appointmentValues}
          {...appointments}
        />
        <h3 className="text-h3 font-bold">Past</h3>
        <EntryList<AppointmentResponse>
          prefix={`past-appointment-${childId}`}
          headingLevel={4}
          items={hub.pastAppointments}
          canEdit={canEdit}
          canAdd={false}
          noun="appointment"
          addLabel="Add an appointment"
          emptyText="No past appointments yet."
          fields={appointmentFieldList}
          titleOf={(appointment) => `${appointment.withWhom}, ${formatDate(appointment.startsAt.slice(0, 10))}`}
          detailsOf={appointmentDetails}
          valuesOf={appointmentValues}
          {...appointments}
        />
        <h3 className="text-h3 font-bold">Before the next appointment</h3>
        <ChangesSince childId={childId} professionals={hub.professionals} />
      </Section>

      <Section id="professionals">
        <EntryList<ProfessionalResponse>
          prefix={`professional-${childId}`}
          items={hub.professionals}
          canEdit={canEdit}
          noun="professional"
          addLabel="Add a professional"
          emptyText="No professionals added yet."
          fields={PROFESSIONAL_FIELDS}
          titleOf={(professional) => `${professional.name} (${professional.role})`}
          detailsOf={(professional) => [
            { label: 'Where', value: professional.organisation },
            {
              label: 'Phone',
              value: professional.phone ? (
                <a href={`tel:${professional.phone.replaceAll(' ', '')}`} className="text-brand underline">
                  {professional.phone}
                </a>
              ) : null,
            },
            {
              label: 'E-mail',
              value: professional.email ? (
                <a href={`mailto:${professional.email}`} className="break-all text-brand underline">
                  {professional.email}
                </a>
              ) : null,
            },
            { label: 'Address', value: professional.address },
            { label: 'Notes', value: professional.notes },
          ]}
          valuesOf={(professional) => valuesFrom(PROFESSIONAL_FIELDS, professional)}
          {...professionals}
        />
      </Section>

      <Section id="growth">
        <GrowthChart growth={hub.growth} dateOfBirth={dateOfBirth} />
        <h3 className="text-h3 font-bold">Latest measurements</h3>
        <EntryList<GrowthResponse>
          prefix={`growth-${childId}`}
          headingLevel={4}
          items={[...hub.growth].sort((a, b) => b.measuredOn.localeCompare(a.measuredOn)).slice(0, 3)}
          canEdit={canEdit}
          noun="measurement"
          addLabel="Add a measurement"
          emptyText="No measurements yet."
          fields={GROWTH_FIELDS}
          titleOf={(entry) => formatDate(entry.measuredOn) ?? entry.measuredOn}
          detailsOf={(entry) => [
            { label: 'Height', value: entry.heightCm !== null ? `${entry.heightCm} cm` : null },
            { label: 'Weight', value: entry.weightKg !== null ? `${entry.weightKg} kg` : null },
            {
              label: 'Head circumference',
              value: entry.headCircumferenceCm !== null ? `${entry.headCircumferenceCm} cm` : null,
            },
            { label: 'Notes', value: entry.notes },
          ]}
          valuesOf={(entry) =>
            entry ? valuesFrom(GROWTH_FIELDS, entry) : { ...valuesFrom(GROWTH_FIELDS, null), measuredOn: todayLocal() }
          }
          {...growth}
        />
      </Section>

      <Section id="events">
        <EntryList<HealthEventResponse>
          prefix={`event-${childId}`}
          items={hub.events}
          canEdit={canEdit}
          noun="seizure or symptom"
          addLabel="Log a seizure or symptom"
          emptyText="Nothing logged in the last year."
          fields={EVENT_FIELDS}
          titleOf={(event) =>
            `${event.kind === 'seizure' ? 'Seizure' : 'Symptom'}${event.type ? `: ${event.type}` : ''}, ${formatDateTime(event.occurredAt)}`
          }
          detailsOf={(event) => [
            { label: 'Lasted', value: describeDuration(event.durationSeconds) },
            { label: 'Triggers', value: event.triggers },
            { label: 'Rescue medicine', value: event.rescueMedication },
            { label: 'Recovery', value: event.recovery },
            { label: 'Notes', value: event.notes },
            { label: 'Logged by', value: event.recordedBy.name },
          ]}
          valuesOf={(event) =>
            event
              ? { ...valuesFrom(EVENT_FIELDS, event), durationSeconds: durationValue(event.durationSeconds) }
              : { ...valuesFrom(EVENT_FIELDS, null), kind: 'seizure', occurredAt: localDateTimeValue(new Date()) }
          }
          {...events}
          add={(body) => events.add(eventBody(body))}
          update={(id, body) => events.update(id, eventBody(body))}
        />
      </Section>

      <Section id="immunisations">
        <EntryList<ImmunisationResponse>
          prefix={`immunisation-${childId}`}
          items={hub.immunisations}
          canEdit={canEdit}
          noun="immunisation"
          addLabel="Add an immunisation"
          emptyText="No immunisations recorded."
          fields={IMMUNISATION_FIELDS}
          titleOf={(immunisation) =>
            `${immunisation.vaccine}${immunisation.doseLabel ? ` (${immunisation.doseLabel})` : ''}`
          }
          detailsOf={(immunisation) => [
            { label: 'Given', value: formatDate(immunisation.givenOn) },
            { label: 'By', value: immunisation.givenBy },
            { label: 'Batch', value: immunisation.batchNumber },
            { label: 'Notes', value: immunisation.notes },
          ]}
          valuesOf={(immunisation) => valuesFrom(IMMUNISATION_FIELDS, immunisation)}
          {...immunisations}
        />
      </Section>

      <Section id="documents">
        <DocumentsSection
          childId={childId}
          documents={hub.documents}
          canEdit={hub.permissions.canEdit}
          canManage={hub.permissions.canManage}
        />
      </Section>

      <Section id="timeline">
        <TimelineSection childId={childId} />
      </Section>

      <Section id="take-along">
        <HealthDownloads childId={childId} childName={childName} canManage={hub.permissions.canManage} />
      </Section>

      {hub.permissions.canManage ? (
        <Section id="readers">
          <RecordReaders childId={childId} childName={childName} />
        </Section>
      ) : null}
    </div>
  );
}

/** The length typed as "2:30" goes to the API in seconds. */
function eventBody(body: Record<string, unknown>): Record<string, unknown> {
  return {
    ...body,
    durationSeconds: durationSecondsOf(typeof body.durationSeconds === 'string' ? body.durationSeconds : undefined),
  };
}

function todayLocal(): string {
  return localDateTimeValue(new Date()).slice(0, 10);
}

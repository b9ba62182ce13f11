import { DOSE_STATUS_LABELS, type HealthChangesResponse, type ProfessionalResponse } from '@tedi/contracts';
import { useState } from 'react';

import { BUTTON_CLASSES } from '../../../components/ui/buttons.ts';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useHealthChanges } from '../api/health-hub.ts';
import { describeDose, describeDuration, formatDate, formatDateTime } from '../health-format.ts';

/** "What changed since the last appointment with X": what to take into the room. */
export function ChangesSince({
  childId,
  professionals,
}: {
  childId: string;
  professionals: readonly ProfessionalResponse[];
}) {
  const [professionalId, setProfessionalId] = useState('');
  const changes = useHealthChanges(childId, professionalId === '' ? null : professionalId);
  const professional = professionals.find((each) => each.id === professionalId);

  if (professionals.length === 0) {
    return <p className="text-ink-muted italic">Add the professionals who see your child to compare visits.</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        id={`changes-${childId}-professional`}
        label="What changed since the last appointment with"
        prompt="Choose who…"
        options={professionals.map((each) => ({ value: each.id, label: `${each.name} (${each.role})` }))}
        value={professionalId}
        onChange={(event) => setProfessionalId(event.target.value)}
      />
      {professional === undefined ? null : changes.isPending ? (
        <p role="status">Looking at what changed…</p>
      ) : changes.isError ? (
        <Notice tone="warning" title="We couldn’t gather what changed just now">
          <button type="button" onClick={() => void changes.refetch()} className={BUTTON_CLASSES.link}>
            Try again
          </button>
        </Notice>
      ) : (
        <ChangesSummary changes={changes.data} name={professional.name} />
      )}
    </div>
  );
}

function ChangesSummary({ changes, name }: { changes: HealthChangesResponse; name: string }) {
  const since = changes.since
    ? `Since the appointment with ${name} on ${formatDateTime(changes.since.startsAt)}`
    : `No past appointment with ${name}: the last 3 months, since ${formatDate(changes.from.slice(0, 10))}`;
  const groups: { title: string; lines: string[] }[] = [
    { title: 'Medicines started', lines: changes.medicationsStarted.map((m) => `${m.name} ${describeDose(m)}`) },
    { title: 'Medicines changed', lines: changes.medicationsChanged.map((m) => `${m.name} ${describeDose(m)}`) },
    { title: 'Medicines stopped', lines: changes.medicationsStopped.map((m) => m.name) },
    {
      title: `Doses missed or refused (${changes.dosesMissedOrRefused})`,
      lines: changes.missedOrRefused.map(
        (dose) =>
          `${formatDateTime(dose.occurredAt)}: ${DOSE_STATUS_LABELS[dose.status]}${dose.note ? ` – ${dose.note}` : ''}`,
      ),
    },
    {
      title: `Seizures (${changes.seizures.length})`,
      lines: changes.seizures.map(
        (event) =>
          `${formatDateTime(event.occurredAt)}${event.durationSeconds !== null ? `, ${describeDuration(event.durationSeconds)}` : ''}${event.type ? `, ${event.type}` : ''}`,
      ),
    },
    {
      title: `Symptoms (${changes.symptoms.length})`,
      lines: changes.symptoms.map(
        (event) => `${formatDateTime(event.occurredAt)}${event.type ? `: ${event.type}` : ''}`,
      ),
    },
    { title: 'New conditions', lines: changes.newConditions.map((condition) => condition.name) },
    { title: 'New allergies', lines: changes.newAllergies.map((allergy) => allergy.substance) },
    {
      title: 'Growth measured',
      lines: changes.growth.map((entry) =>
        [
          formatDate(entry.measuredOn),
          entry.heightCm !== null ? `${entry.heightCm} cm` : null,
          entry.weightKg !== null ? `${entry.weightKg} kg` : null,
        ]
          .filter(Boolean)
          .join(', '),
      ),
    },
  ];
  const shown = groups.filter((group) => group.lines.length > 0);
  return (
    <div className="flex flex-col gap-3 rounded-lg border-2 border-brand bg-brand-soft p-4">
      <h4 className="text-lg font-bold">{since}</h4>
      {shown.length === 0 ? (
        <p>Nothing new since then.</p>
      ) : (
        shown.map((group) => (
          <div key={group.title}>
            <h5 className="font-semibold">{group.title}</h5>
            <ul className="list-disc pl-6">
              {group.lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </div>
        ))
      )}
    </div>
  );
}

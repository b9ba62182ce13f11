import type {
  AllergyResponse,
  AppointmentResponse,
  DoseLogResponse,
  GrowthResponse,
  HealthDocumentResponse,
  HealthEventResponse,
  ImmunisationResponse,
  MedicationResponse,
  ProfessionalResponse,
} from '@tedi/contracts';
import { isTakenOn } from '@tedi/contracts';
import type {
  AllergyRow,
  AppointmentRow,
  DocumentRow,
  DoseLogRow,
  GrowthRow,
  HealthEventRow,
  ImmunisationRow,
  MedicationRow,
  ProfessionalRow,
} from './repository.ts';

/** Where a stored file is downloaded from; the download is authorised again per child and area. */
export function fileUrl(fileId: string): string {
  return `/storage/v1/object/${fileId}`;
}

export function presentAllergy(row: AllergyRow): AllergyResponse {
  return { id: row.id, substance: row.substance, reaction: row.reaction, severity: row.severity, notes: row.notes };
}

export function presentProfessional(row: ProfessionalRow): ProfessionalResponse {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    organisation: row.organisation,
    phone: row.phone,
    email: row.email,
    address: row.address,
    notes: row.notes,
  };
}

/** `today` is the family's calendar day, for whether the medicine is taken now. */
export function presentMedication(row: MedicationRow, today: string): MedicationResponse {
  return {
    id: row.id,
    name: row.name,
    doseAmount: row.doseAmount,
    doseUnit: row.doseUnit,
    form: row.form,
    route: row.route,
    schedule: row.schedule,
    startDate: row.startDate,
    stopDate: row.stopDate,
    reason: row.reason,
    instructions: row.instructions,
    prescriberId: row.prescriberId,
    current: isTakenOn(row, today),
  };
}

export function presentDose(row: DoseLogRow): DoseLogResponse {
  return {
    id: row.id,
    medicationId: row.medicationId,
    status: row.status,
    occurredAt: row.occurredAt.toISOString(),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    amount: row.amount,
    note: row.note,
    recordedBy: { userId: row.recordedByUserId, name: row.recordedByName },
  };
}

export function presentAppointment(row: AppointmentRow): AppointmentResponse {
  return {
    id: row.id,
    professionalId: row.professionalId,
    withWhom: row.withWhom,
    location: row.location,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    reason: row.reason,
    outcome: row.outcome,
    followUp: row.followUp,
    cancelled: row.cancelledAt !== null,
  };
}

export function presentGrowth(row: GrowthRow): GrowthResponse {
  return {
    id: row.id,
    measuredOn: row.measuredOn,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    headCircumferenceCm: row.headCircumferenceCm,
    notes: row.notes,
  };
}

export function presentEvent(row: HealthEventRow): HealthEventResponse {
  return {
    id: row.id,
    kind: row.kind,
    occurredAt: row.occurredAt.toISOString(),
    durationSeconds: row.durationSeconds,
    type: row.type,
    triggers: row.triggers,
    rescueMedication: row.rescueMedication,
    recovery: row.recovery,
    notes: row.notes,
    recordedBy: { userId: row.recordedByUserId, name: row.recordedByName },
  };
}

export function presentImmunisation(row: ImmunisationRow): ImmunisationResponse {
  return {
    id: row.id,
    vaccine: row.vaccine,
    givenOn: row.givenOn,
    doseLabel: row.doseLabel,
    givenBy: row.givenBy,
    batchNumber: row.batchNumber,
    notes: row.notes,
  };
}

export function presentDocument(row: DocumentRow): HealthDocumentResponse {
  return {
    id: row.id,
    fileId: row.fileId,
    title: row.title,
    tags: row.tags,
    documentDate: row.documentDate,
    notes: row.notes,
    contentType: row.contentType,
    byteSize: row.byteSize,
    url: fileUrl(row.fileId),
    uploadedAt: row.createdAt.toISOString(),
  };
}

/** "2 min 30 s", "45 s", "1 h 5 min": a length as a parent reads it. */
export function describeDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', rest || seconds === 0 ? `${rest} s` : ''];
  return parts.filter(Boolean).join(' ');
}

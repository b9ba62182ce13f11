import {
  ALLERGY_SEVERITY_LABELS,
  formatNhsNumber,
  OLD_WEIGHT_WARNING,
  weightNeedsChecking,
  type PassportField,
  type PassportPart,
  type PassportResponse,
} from '@tedi/contracts';
import type { ReactNode } from 'react';

import { ageOn, formatDate } from '../../../lib/dates.ts';

/**
 * The three parts of the NHS hospital passport. Each is named in words and marked by a symbol as well as its
 * colour, so the passport reads the same printed in black and white and to someone who does not see colour.
 */
export const PASSPORT_PARTS: Readonly<
  Record<PassportPart, { title: string; band: string; symbol: string; frame: string; heading: string }>
> = {
  red: {
    title: 'Things you must know about me',
    band: 'Red',
    symbol: '!',
    frame: 'border-passport-red bg-passport-red-soft',
    heading: 'bg-passport-red text-white',
  },
  amber: {
    title: 'Things that are important to me',
    band: 'Amber',
    symbol: '●',
    frame: 'border-passport-amber bg-passport-amber-soft',
    heading: 'bg-passport-amber text-ink',
  },
  green: {
    title: 'My likes and dislikes',
    band: 'Green',
    symbol: '✓',
    frame: 'border-passport-green bg-passport-green-soft',
    heading: 'bg-passport-green text-white',
  },
};

function FirstPageItem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex break-inside-avoid flex-col gap-1">
      <h3 className="text-lg font-bold">{title}</h3>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-ink-muted italic print:hidden">{children}</p>;
}

/** What staff need in the first minutes, on one page: staff rarely read further. */
function FirstPage({ passport, name }: { passport: PassportResponse; name: string }) {
  const page = passport.firstPage;
  const headingId = `passport-${passport.childId}-first-page`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex break-after-page flex-col gap-4 rounded-xl border-4 border-passport-red bg-surface p-5 print:border-2 print:p-3"
    >
      <h2 id={headingId} className="text-h2 font-bold">
        <span aria-hidden="true">! </span>
        Read this first
      </h2>
      <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2 print:grid-cols-2">
        <FirstPageItem title={`How ${name} communicates`}>
          {page.howICommunicate.length > 0 ? (
            <ul className="list-disc pl-6">
              {page.howICommunicate.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <Empty>Not filled in yet: add it to the profile’s communication section.</Empty>
          )}
        </FirstPageItem>
        <FirstPageItem title="Allergies">
          {page.allergies.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {page.allergies.map((allergy) => (
                <li
                  key={allergy.substance}
                  className={allergy.severity === 'life_threatening' ? 'font-bold text-danger' : ''}
                >
                  {allergy.severity === 'life_threatening' ? <span aria-hidden="true">⚠ </span> : null}
                  {allergy.substance}: {ALLERGY_SEVERITY_LABELS[allergy.severity].toLowerCase()}
                  {allergy.reaction ? ` (${allergy.reaction})` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p>No known allergies recorded.</p>
          )}
        </FirstPageItem>
        <FirstPageItem title="Medicines">
          {page.medicines.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {page.medicines.map((medicine) => (
                <li key={medicine.name}>
                  <span className="font-semibold">{medicine.name}</span>: {medicine.how}
                  {medicine.reason ? ` (for ${medicine.reason.toLowerCase()})` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p>No regular medicines recorded.</p>
          )}
        </FirstPageItem>
        <FirstPageItem title="Weight, for doses">
          {page.weight ? (
            <>
              <p>
                <span className="font-semibold">{page.weight.kg} kg</span>, weighed {formatDate(page.weight.measuredOn)}
              </p>
              {weightNeedsChecking(page.weight.measuredOn) ? (
                <p className="font-semibold">{OLD_WEIGHT_WARNING}</p>
              ) : null}
            </>
          ) : (
            <Empty>No weight recorded yet: add one in the health hub’s growth section.</Empty>
          )}
        </FirstPageItem>
        <FirstPageItem title="If I am anxious or upset">
          {page.whenAnxious ? (
            <p className="whitespace-pre-line">{page.whenAnxious}</p>
          ) : (
            <Empty>Not written yet.</Empty>
          )}
        </FirstPageItem>
        <FirstPageItem title="Please make these adjustments">
          {page.reasonableAdjustments.length > 0 ? (
            <ul className="list-disc pl-6">
              {page.reasonableAdjustments.map((adjustment) => (
                <li key={adjustment}>{adjustment}</li>
              ))}
            </ul>
          ) : (
            <Empty>None chosen yet.</Empty>
          )}
        </FirstPageItem>
        {page.mainContact ? (
          <FirstPageItem title="My main contact">
            <p>
              <span className="font-semibold">{page.mainContact.name}</span> ({page.mainContact.role})
              {page.mainContact.phone ? (
                <>
                  , <a href={`tel:${page.mainContact.phone.replace(/\s+/g, '')}`}>{page.mainContact.phone}</a>
                </>
              ) : null}
            </p>
          </FirstPageItem>
        ) : null}
      </div>
    </section>
  );
}

function FieldValue({ field }: { field: PassportField }) {
  if (field.lines.length > 1) {
    return (
      <ul className="list-disc pl-6">
        {field.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  }
  return <p className="whitespace-pre-line">{field.value}</p>;
}

/** One of the three parts; fields with nothing in them are left out of the passport. */
function Part({ childId, part, fields }: { childId: string; part: PassportPart; fields: readonly PassportField[] }) {
  const look = PASSPORT_PARTS[part];
  const filled = fields.filter((field) => field.value !== null);
  const headingId = `passport-${childId}-${part}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col rounded-xl border-l-8 ${look.frame} print:border-l-4`}
    >
      <h2
        id={headingId}
        className={`rounded-tr-xl px-4 py-2 text-h3 font-bold ${look.heading} print:bg-transparent print:text-ink`}
      >
        <span aria-hidden="true" className="mr-2 inline-block min-w-6 rounded-full border-2 border-current text-center">
          {look.symbol}
        </span>
        {look.title}
        <span className="sr-only"> ({look.band.toLowerCase()})</span>
      </h2>
      {filled.length > 0 ? (
        <dl className="flex flex-col gap-3 p-4 print:gap-2 print:p-2">
          {filled.map((field) => (
            <div key={field.key} className="break-inside-avoid">
              <dt className="font-bold">{field.label}</dt>
              <dd>
                <FieldValue field={field} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="p-4 text-ink-muted italic">Nothing in this part yet.</p>
      )}
    </section>
  );
}

/** The passport's element, which the offline copy is taken from. */
export const passportArticleId = (childId: string) => `passport-${childId}`;

/** The passport as a hospital reads it: who the child is, the first page, then the three parts. */
export function PassportView({ passport, photo }: { passport: PassportResponse; photo?: ReactNode }) {
  const name = passport.preferredName ?? passport.name.split(' ')[0] ?? passport.name;
  const age = passport.dateOfBirth ? ageOn(passport.dateOfBirth) : null;
  return (
    <article
      id={passportArticleId(passport.childId)}
      aria-labelledby={`passport-${passport.childId}-title`}
      className="flex flex-col gap-6 print:gap-3 print:text-sm"
    >
      <div className="flex flex-wrap items-center gap-5 border-b-4 border-passport-red pb-4 print:pb-2">
        {photo}
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-ink-muted">Hospital passport</p>
          <h1 id={`passport-${passport.childId}-title`} tabIndex={-1} className="text-h1 font-bold print:text-3xl">
            {passport.preferredName && passport.preferredName !== passport.name
              ? `${passport.name}, known as ${passport.preferredName}`
              : passport.name}
          </h1>
          <p className="text-lg">
            {[
              passport.dateOfBirth ? `Born ${formatDate(passport.dateOfBirth)}` : null,
              age,
              passport.pronouns,
              passport.nhsNumber ? `NHS number ${formatNhsNumber(passport.nhsNumber)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      <FirstPage passport={passport} name={name} />
      {(Object.keys(PASSPORT_PARTS) as PassportPart[]).map((part) => (
        <Part key={part} childId={passport.childId} part={part} fields={passport.parts[part]} />
      ))}
      <p className="text-sm text-ink-muted">
        {passport.reviewedAt ? `Last checked by the family on ${formatDate(passport.reviewedAt.slice(0, 10))}. ` : ''}
        Made with Tedi from the family’s own records.
      </p>
    </article>
  );
}

import type { GrowthResponse } from '@tedi/contracts';
import { useId, useState } from 'react';

import { ageInYearsAt, formatDate } from '../health-format.ts';

const MEASURES = [
  { key: 'heightCm', label: 'Height', unit: 'cm' },
  { key: 'weightKg', label: 'Weight', unit: 'kg' },
  { key: 'headCircumferenceCm', label: 'Head circumference', unit: 'cm' },
] as const;
type Measure = (typeof MEASURES)[number];

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { left: 56, right: 24, top: 36, bottom: 48 };

/** Round steps for an axis: about five ticks across the range. */
function ticks(min: number, max: number): number[] {
  const span = max - min || 1;
  const rough = span / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const first = Math.floor(min / step) * step;
  const last = Math.max(Math.ceil(max / step) * step, first + step);
  const values: number[] = [];
  for (let value = first; value <= last + step / 100; value += step) values.push(Number(value.toFixed(6)));
  return values;
}

/**
 * Growth against age (or against the date, when the child's date of birth is not known): a line chart drawn as
 * plain SVG, with the same numbers in a table beneath it, so nothing is told by the picture alone. The chart
 * has a text name and description; the table is the accessible reading of it.
 */
export function GrowthChart({
  growth,
  dateOfBirth,
}: {
  growth: readonly GrowthResponse[];
  dateOfBirth: string | null;
}) {
  const [measure, setMeasure] = useState<Measure>(MEASURES[0]);
  const titleId = useId();
  const descId = useId();
  const sorted = [...growth].sort((a, b) => a.measuredOn.localeCompare(b.measuredOn));
  const points = sorted
    .filter((entry) => entry[measure.key] !== null)
    .map((entry) => ({
      x: dateOfBirth ? ageInYearsAt(dateOfBirth, entry.measuredOn) : Date.parse(entry.measuredOn) / 3.15576e10 + 1970,
      y: entry[measure.key]!,
      entry,
    }));
  const xLabel = dateOfBirth ? 'Age (years)' : 'Year';

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">Show on the chart</legend>
        <div className="flex flex-wrap gap-x-5">
          {MEASURES.map((option) => (
            <label key={option.key} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${titleId}-measure`}
                checked={measure.key === option.key}
                onChange={() => setMeasure(option)}
                className="size-5"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {points.length === 0 ? (
        <p className="text-ink-muted italic">No {measure.label.toLowerCase()} measured yet.</p>
      ) : (
        <figure className="flex flex-col gap-2">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            className="h-auto w-full max-w-3xl rounded-lg border border-line bg-surface"
          >
            <title id={titleId}>{`${measure.label} (${measure.unit}) against ${xLabel.toLowerCase()}`}</title>
            <desc id={descId}>
              {`${points.length} measurements, from ${points[0]!.y} ${measure.unit} on ${formatDate(points[0]!.entry.measuredOn)} to ${points.at(-1)!.y} ${measure.unit} on ${formatDate(points.at(-1)!.entry.measuredOn)}. The numbers are in the table below.`}
            </desc>
            <Plot points={points} xLabel={xLabel} unit={measure.unit} />
          </svg>
          <figcaption className="text-ink-muted">
            {measure.label} in {measure.unit} against {xLabel.toLowerCase()}. Every point is in the table below.
          </figcaption>
        </figure>
      )}
      {sorted.length > 0 ? (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Growth measurements">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Growth measurements, oldest first</caption>
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-4">
                  Date
                </th>
                {dateOfBirth ? (
                  <th scope="col" className="py-2 pr-4">
                    Age
                  </th>
                ) : null}
                {MEASURES.map((option) => (
                  <th key={option.key} scope="col" className="py-2 pr-4">
                    {option.label} ({option.unit})
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((entry) => (
                <tr key={entry.id} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {formatDate(entry.measuredOn)}
                  </th>
                  {dateOfBirth ? (
                    <td className="py-2 pr-4 tabular-nums">{ageInYearsAt(dateOfBirth, entry.measuredOn).toFixed(1)}</td>
                  ) : null}
                  {MEASURES.map((option) => (
                    <td key={option.key} className="py-2 pr-4 tabular-nums">
                      {entry[option.key] ?? '–'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function Plot({ points, xLabel, unit }: { points: readonly { x: number; y: number }[]; xLabel: string; unit: string }) {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const xTicks = ticks(Math.min(...xs), Math.max(...xs));
  const yTicks = ticks(Math.min(...ys), Math.max(...ys));
  const [x0, x1] = [xTicks[0]!, xTicks.at(-1)!];
  const [y0, y1] = [yTicks[0]!, yTicks.at(-1)!];
  const sx = (x: number) => PAD.left + ((x - x0) / (x1 - x0 || 1)) * (WIDTH - PAD.left - PAD.right);
  const sy = (y: number) => HEIGHT - PAD.bottom - ((y - y0) / (y1 - y0 || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = points.map((point) => `${sx(point.x).toFixed(1)},${sy(point.y).toFixed(1)}`).join(' ');
  return (
    <g aria-hidden="true" fontSize="14" fill="currentColor">
      {yTicks.map((tick) => (
        <g key={`y${tick}`}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={sy(tick)} y2={sy(tick)} stroke="var(--color-line)" />
          <text x={PAD.left - 8} y={sy(tick) + 5} textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {xTicks.map((tick) => (
        <text key={`x${tick}`} x={sx(tick)} y={HEIGHT - PAD.bottom + 20} textAnchor="middle">
          {Number.isInteger(tick) ? tick : tick.toFixed(1)}
        </text>
      ))}
      <text x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 6} textAnchor="middle">
        {xLabel}
      </text>
      <text x={PAD.left - 8} y={18} textAnchor="end">
        {unit}
      </text>
      <polyline points={line} fill="none" stroke="var(--color-brand)" strokeWidth="3" />
      {points.map((point, index) => (
        <circle key={index} cx={sx(point.x)} cy={sy(point.y)} r="5" fill="var(--color-brand)" />
      ))}
    </g>
  );
}

import { FONT_FAMILIES, TEXT_SIZES, type FontFamily, type TextSize } from '@tedi/contracts';
import { useId } from 'react';

import { useDashboard } from './dashboard-context.tsx';

const FONT_LABELS: Readonly<Record<FontFamily, { label: string; hint: string }>> = {
  'system-ui': { label: 'Your device’s usual font', hint: 'The font your phone or computer uses everywhere.' },
  'atkinson-hyperlegible': {
    label: 'Atkinson Hyperlegible',
    hint: 'Made for people with low vision: letters that are easy to tell apart.',
  },
  opendyslexic: { label: 'OpenDyslexic', hint: 'Heavier letter bottoms, which some people with dyslexia find easier.' },
};

const SIZE_LABELS: Readonly<Record<TextSize, string>> = {
  small: 'Small',
  medium: 'Medium (usual)',
  large: 'Large',
  'x-large': 'Extra large',
};

function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const groupId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {options.map((option) => {
        const id = `${groupId}-${option.value}`;
        return (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
              className="mt-1 size-6 shrink-0 accent-brand"
            />
            <label htmlFor={id} className="flex min-h-8 flex-col">
              <span>{option.label}</span>
              {option.hint ? (
                <span id={`${id}-hint`} className="text-ink-muted">
                  {option.hint}
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * The reading settings of spec section 3 (font, heading size, text size, reduced motion). Each change applies at
 * once; signed in, it is saved to the account (see sync-preferences.tsx).
 */
export function ReadingSettingsForm() {
  const { settings, updateSettings, resetSettings } = useDashboard();
  const motionId = useId();
  const sizes = TEXT_SIZES.map((size) => ({ value: size, label: SIZE_LABELS[size] }));
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">Changes show straight away and are saved to your account.</p>
      <RadioGroup
        legend="Font"
        name="fontFamily"
        options={FONT_FAMILIES.map((font) => ({ value: font, ...FONT_LABELS[font] }))}
        value={settings.fontFamily}
        onChange={(fontFamily) => updateSettings({ fontFamily })}
      />
      <RadioGroup
        legend="Text size"
        name="contentSize"
        options={sizes}
        value={settings.contentSize}
        onChange={(contentSize) => updateSettings({ contentSize })}
      />
      <RadioGroup
        legend="Heading size"
        name="headingSize"
        options={sizes}
        value={settings.headingSize}
        onChange={(headingSize) => updateSettings({ headingSize })}
      />
      <div className="flex items-start gap-3">
        <input
          id={motionId}
          type="checkbox"
          checked={settings.reduceMotion}
          onChange={(event) => updateSettings({ reduceMotion: event.target.checked })}
          aria-describedby={`${motionId}-hint`}
          className="mt-1 size-6 shrink-0 accent-brand"
        />
        <label htmlFor={motionId} className="flex flex-col">
          <span className="font-semibold">Reduce motion</span>
          <span id={`${motionId}-hint`} className="text-ink-muted">
            Stops animations and moving effects. Tedi also follows this setting on your device.
          </span>
        </label>
      </div>
      <div>
        <button
          type="button"
          onClick={resetSettings}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-brand bg-surface px-5 py-2 font-semibold text-brand hover:bg-brand-soft"
        >
          Go back to the usual settings
        </button>
      </div>
    </div>
  );
}

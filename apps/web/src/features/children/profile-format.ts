/** The value at a dotted path ("communication.speech") of a profile, as text for a form field. */
export function valueAt(source: unknown, path: string): string {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return '';
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : '';
}

/** Form values by dotted path turned into the nested body the API expects. */
export function nestedBody(values: Readonly<Record<string, string>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.');
    let target = body;
    for (const key of keys.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys[keys.length - 1]!] = value;
  }
  return body;
}

/** A field's id in the page: the form's prefix and its dotted path, with dashes. */
export function fieldIdOf(prefix: string, path: string): string {
  return `${prefix}-${path.replaceAll('.', '-')}`;
}

import { Link } from 'react-router';

import type { Shortcut } from '../model/shortcuts.ts';

const VARIANTS = {
  cards: {
    list: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
    link: 'flex h-full min-h-11 flex-col gap-1 rounded-lg border-2 border-line bg-surface p-4 no-underline hover:border-brand',
    label: 'font-bold text-brand',
  },
  tiles: {
    list: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
    link: 'flex h-full min-h-36 flex-col justify-end gap-2 rounded-2xl border-2 border-brand bg-brand-soft p-6 no-underline hover:bg-surface',
    label: 'text-h3 font-bold text-brand-strong',
  },
} as const;

/** The parts of Tedi a parent can open, as cards or as big tiles. */
export function ShortcutLinks({
  shortcuts,
  labelledBy,
  variant = 'cards',
}: {
  shortcuts: readonly Shortcut[];
  labelledBy: string;
  variant?: keyof typeof VARIANTS;
}) {
  const style = VARIANTS[variant];
  return (
    <ul aria-labelledby={labelledBy} className={style.list}>
      {shortcuts.map((shortcut) => (
        <li key={shortcut.id}>
          <Link to={shortcut.to} className={style.link}>
            <span className={style.label}>{shortcut.label}</span>
            <span className="text-ink">{shortcut.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

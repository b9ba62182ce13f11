/** Something the compact dashboard's command box can do. */
export interface DashboardCommand {
  readonly id: string;
  readonly label: string;
  /** Extra words it is found by, e.g. "profile" for a child's name. */
  readonly keywords?: string;
  readonly run: () => void;
}

/**
 * The commands matching what was typed: every word must appear in the label or keywords, in any order, ignoring
 * case and accents, so "ollie prof" finds "Open Ollie's profile".
 */
export function filterCommands(commands: readonly DashboardCommand[], query: string): DashboardCommand[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[’']/g, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  return commands.filter((command) => {
    const haystack = fold(`${command.label} ${command.keywords ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

import { SPONSOR_KIND_NAMES, SPONSOR_KINDS, type SponsorKind, type SponsorsResponse } from '@tedi/contracts';

export interface SponsorGroup {
  readonly kind: SponsorKind;
  /** The group's heading, e.g. "Charities". */
  readonly heading: string;
  /** Its sponsors' names, each once, in alphabetical order. */
  readonly names: readonly string[];
}

/** Sponsors grouped by kind, in the order kinds are listed everywhere; kinds without a sponsor are left out. */
export function sponsorGroups(sponsors: SponsorsResponse['sponsors']): SponsorGroup[] {
  return SPONSOR_KINDS.flatMap((kind) => {
    const names = [...new Set(sponsors.filter((sponsor) => sponsor.kind === kind).map((sponsor) => sponsor.name))];
    if (names.length === 0) return [];
    names.sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }));
    return [{ kind, heading: SPONSOR_KIND_NAMES[kind].group, names }];
  });
}

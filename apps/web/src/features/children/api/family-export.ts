import type { SignedInApi } from '../../../lib/api/use-signed-in-api.ts';

export type FamilyExportFormat = 'json' | 'zip';

/** Everything Tedi keeps about the family: one JSON file, or a ZIP with every photo and file too. */
export function downloadFamilyExport(
  api: SignedInApi,
  format: FamilyExportFormat,
): Promise<{ blob: Blob; fileName: string | null }> {
  return api.download(format === 'zip' ? '/family/export?format=zip' : '/family/export');
}

import { z } from 'zod';

import { FONT_FAMILIES, TEXT_SIZES } from './settings-values.ts';

export const dashboardSettingsSchema = z.object({
  fontFamily: z.enum(FONT_FAMILIES),
  headingSize: z.enum(TEXT_SIZES),
  contentSize: z.enum(TEXT_SIZES),
  reduceMotion: z.boolean(),
});

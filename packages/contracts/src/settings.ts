import { z as zod } from 'zod';

import { FONT_FAMILIES, TEXT_SIZES } from './settings-values.ts';

export const dashboardSettingsSchema = zod.object({
  fontFamily: zod.enum(FONT_FAMILIES),
  headingSize: zod.enum(TEXT_SIZES),
  contentSize: zod.enum(TEXT_SIZES),
  reduceMotion: zod.boolean(),
});

import creditsData from './data/photo-credits.json';
import { readDataFile } from './schema/editor-values';
import type { PhotoCreditsData } from './schema/photo-credits';

export type PhotoCredit = PhotoCreditsData['credits'][number];

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
/** Author and licence of each photo whose licence asks to be credited, shown beside it and in the legal notice. */
export const photoCredits: readonly PhotoCredit[] = readDataFile<PhotoCreditsData>(creditsData).credits;

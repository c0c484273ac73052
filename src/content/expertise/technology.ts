import type { ExpertisePageInput } from './schema';

export const technology: ExpertisePageInput[] = [];

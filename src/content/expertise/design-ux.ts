import type { ExpertisePageInput } from './schema';

export const designAndUx: ExpertisePageInput[] = [];

import type { ExpertisePageInput } from './schema';

export const devopsAndCloud: ExpertisePageInput[] = [];

import type { ExpertisePageInput } from './schema';

export const backendAndDatabases: ExpertisePageInput[] = [];

/**
 * The six client logos on the home page (SPEC: "6 client logos").
 * Names follow the case-study clients; each logo is an SVG under /media/logos.
 */
import { z } from 'zod';
import { defineContent } from './define';
import { clientLogoSchema } from './schema';

export const clients = defineContent('clients.ts', z.array(clientLogoSchema).length(6), [
  { name: 'TroopHunter', logo: '/media/logos/troophunter.svg' },
  { name: 'Total Health Dental Care', logo: '/media/logos/totalhealthdentalcare.svg' },
  { name: 'Scheduler', logo: '/media/logos/scheduler.svg' },
  { name: 'Honeydu', logo: '/media/logos/honeydu.svg' },
  { name: 'Coral', logo: '/media/logos/coral.svg' },
  { name: 'GoldenDAO', logo: '/media/logos/goldendao.svg' },
]);

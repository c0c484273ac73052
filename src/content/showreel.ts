/** The home page's showreel (built by `npm run media` under public/media/video/showreel/). */
import { defineContent } from './define';
import { showreelSchema } from './schema';
import { site } from './site';

export const showreel = defineContent('showreel.ts', showreelSchema, {
  src: '/media/video/showreel/master.m3u8',
  fallbackSrc: '/media/video/showreel/original.mp4',
  poster: '/media/video/showreel/poster.webp',
  title: `${site.name} showreel`,
});

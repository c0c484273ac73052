import path from 'node:path';
import type { NextConfig } from 'next';
import { NON_PAGE_CSP, OPENER_ISOLATED_SOURCES, OPENER_ISOLATION, SECURITY_HEADERS } from './src/lib/security/headers.mjs';

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets a test build a second copy of the site beside the first (scripts/build/lib/dist-dir.mjs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // scripts/serve/server.mjs compresses (brotli, once per cacheable answer); Next's gzip would get there first.
  compress: false,
  reactStrictMode: true,
  // Where the forms post (src/lib/forms/api.ts): baked into the pages and their scripts at build time, like SITE_URL.
  env: { API_BASE_URL: (process.env.API_BASE_URL ?? '').replace(/\/+$/, '') },
  // PGlite (read once, to move an old DATA_DIR over) ships its own WASM and data files; keep it (and other native or
  // server packages) out of the bundle.
  // prom-client: one registry for the production server and the routes (src/server/ops/metrics.mjs), as pino's logger.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'busboy', 'nodemailer', 'sharp', 'prom-client'],
  // A small machine (issue 42): Next keeps at most this much of its rendered pages in memory (default 50 MB); the
  // edge's own memory (scripts/serve/memory.mjs) already answers the prerendered ones.
  cacheMaxMemorySize: 16 * 1024 * 1024,
  experimental: {
    // forbidden() from next/navigation: a staff page a role may not use answers 403 (src/app/staff/forbidden.tsx).
    authInterrupts: true,
    // A visitor's browser keeps a prefetched page for this long before asking again (Next's default is 5 minutes, its
    // least 30 s): a published change (issue 43) reaches a visitor who is already on the site within 30 s.
    staleTimes: { static: 30 },
    // Pages rendered again after a publish (src/server/content/watch.ts) stay in this process's memory, never written
    // into the release folder: instances sharing one .next would otherwise serve each other's renders (of another
    // database, after a restart) and write the same files at once. The tag state that makes them stale is per process too.
    isrFlushToDisk: false,
    // One libvips thread per image being optimised (Next's default is half the cores), and no libvips operation
    // cache (sharp's default keeps up to 50 MB): a crawl that asks for every image's every width stays flat.
    imgOptConcurrency: 1,
    imgOptOperationCache: false,
  },
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      // The staff pages and API answers only (headers.mjs says why not the public pages).
      ...OPENER_ISOLATED_SOURCES.map((source) => ({ source, headers: [OPENER_ISOLATION] })),
      // Pages get their own policy from src/proxy.ts; API answers and files get one that allows nothing.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }, { key: 'Cache-Control', value: 'no-store' }] },
      { source: '/_next/static/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
      // Not /media/u/…: uploads name their content and are served immutable by their route (src/app/media/u).
      { source: '/media/u/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
      {
        source: '/media/:path((?!u/).*)',
        headers: [
          { key: 'Content-Security-Policy', value: NON_PAGE_CSP },
          { key: 'Cache-Control', value: 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400' },
        ],
      },
    ];
  },
  // The original site's /offers/{slug} pages live on as the matching /expertise/{slug} pages.
  async redirects() {
    return [
      { source: '/offers', destination: '/expertise', permanent: true },
      { source: '/offers/:slug', destination: '/expertise/:slug', permanent: true },
    ];
  },
  // Next's FileSystemCache for pages, and a disk cache for optimised images, which isrFlushToDisk off would otherwise
  // turn off too (scripts/serve/cache-handler.mjs).
  cacheHandler: path.resolve('scripts/serve/cache-handler.mjs'),
  // Next's own optimizer (used when MEDIA_BASE_URL is not set; see src/components/media/MediaImage.tsx).
  images: {
    customCacheHandler: true,
    formats: ['image/avif', 'image/webp'],
    qualities: [80], // SPEC §9: image quality 80
    // Device widths include the spec's image breakpoints (480, 992, 1513) so each band gets a fitting file; they stop
    // at 1920 because the largest source is 1600 px wide (wider entries would name the same file again).
    deviceSizes: [480, 640, 750, 828, 992, 1080, 1280, 1513, 1920],
    imageSizes: [32, 64, 96, 128, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
};

export default nextConfig;

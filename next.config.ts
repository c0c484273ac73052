import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships its own WASM and data files; keep it (and other native/server packages) out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'busboy', 'nodemailer', 'sharp'],
  // Next's own optimizer (used when MEDIA_BASE_URL is not set; see src/components/media/MediaImage.tsx).
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [80], // SPEC §9: image quality 80
    // Device widths include the spec's image breakpoints (480, 992, 1513) so each band gets a fitting file.
    deviceSizes: [480, 640, 750, 828, 992, 1080, 1280, 1513, 1920, 2048, 2560],
    imageSizes: [32, 64, 96, 128, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
};

export default nextConfig;

import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships its own WASM and data files; keep it (and other native/server packages) out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'busboy', 'nodemailer', 'sharp'],
  // The original site's /offers/{slug} pages live on as the matching /expertise/{slug} pages.
  async redirects() {
    return [
      { source: '/offers', destination: '/expertise', permanent: true },
      { source: '/offers/:slug', destination: '/expertise/:slug', permanent: true },
    ];
  },
};

export default nextConfig;

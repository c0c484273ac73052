import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships its own WASM and data files; keep it (and other native/server packages) out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'busboy', 'nodemailer', 'sharp'],
};

export default nextConfig;

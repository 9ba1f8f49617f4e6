import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  output: 'export',
  // Static hosts serve /about from /about.html or /about/index.html; folders keep URLs clean everywhere.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
}

export default nextConfig

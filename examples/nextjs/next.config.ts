import type { NextConfig } from 'next'

const config: NextConfig = {
  // The workspace's packages ship TypeScript sources; a published install ships dist/ and needs
  // nothing here.
  transpilePackages: ['@podscene/core', '@podscene/react'],
}

export default config

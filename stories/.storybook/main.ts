import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // addon-docs: autodocs pages (descriptions from the components' TSDoc, props table with
  // controls) and the MDX pages (Getting started).
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
}

export default config

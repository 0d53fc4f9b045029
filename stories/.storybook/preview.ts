import type { Preview } from '@storybook/react-vite'
import '@podscene/react/styles.css'
import { expectNoAxeViolations } from './axe-both-themes.ts'

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  // Every component gets a Docs page (its TSDoc description, props table and stories).
  tags: ['autodocs'],
  // Every story, after its play function: axe in the light and the dark theme, 0 violations.
  afterEach: async ({ canvasElement }) => expectNoAxeViolations(canvasElement),
}

export default preview

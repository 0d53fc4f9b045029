import type { Preview } from '@storybook/react-vite'
import '@podscene/react/styles.css'

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  // Every component gets a Docs page (its TSDoc description, props table and stories).
  tags: ['autodocs'],
}

export default preview

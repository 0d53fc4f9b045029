import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@podscene/react/styles.css'
// Fonts (layer faces and the script fallbacks) come from core's font library at /fonts/
// (scripts/font-library-plugin.ts), registered by @podscene/react when a text needs them.
import './studio.css'
import { App } from './App.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

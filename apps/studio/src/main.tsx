import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@podscene/react/styles.css'
// Script fallbacks the canvas names (@podscene/react media/script-fonts.ts), served from this origin.
import '@fontsource/noto-sans-hebrew/400.css'
import '@fontsource/noto-sans-arabic/400.css'
import '@fontsource/noto-sans-sc/400.css'
import '@fontsource/noto-sans-jp/400.css'
import './studio.css'
import { App } from './App.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

import { useEffect, useState } from 'react'
import { storedTheme, storeTheme, systemTheme, type Theme } from './theme.ts'

/**
 * The studio's theme: the stored choice, else the system's (followed live until the user picks
 * one). Applied as `data-theme` on <html> (studio.css) and passed to <SceneEditor theme>.
 */
export function useTheme() {
  const [chosen, setChosen] = useState<Theme | null>(() => storedTheme())
  const [system, setSystem] = useState<Theme>(systemTheme)
  useEffect(() => {
    const query = matchMedia('(prefers-color-scheme: dark)')
    const onChange = () => setSystem(query.matches ? 'dark' : 'light')
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  const theme = chosen ?? system
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])
  return {
    theme,
    setTheme(next: Theme) {
      storeTheme(next)
      setChosen(next)
    },
  }
}

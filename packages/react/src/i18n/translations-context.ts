import { createContext } from 'react'
import type { Translations } from './en.ts'

/** The strings a `<TranslationsProvider>` gives; null outside any (English). */
export const TranslationsContext = createContext<Translations | null>(null)

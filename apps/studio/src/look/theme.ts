export type Theme = 'light' | 'dark'

const STORAGE_KEY = 'podscene-studio:theme'

/** The theme chosen with the switch (localStorage), or null: follow prefers-color-scheme. */
export function storedTheme(storage: Pick<Storage, 'getItem'> = localStorage): Theme | null {
  const value = storage.getItem(STORAGE_KEY)
  return value === 'light' || value === 'dark' ? value : null
}

export function storeTheme(theme: Theme, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(STORAGE_KEY, theme)
}

export function systemTheme(): Theme {
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

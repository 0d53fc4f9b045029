export type FitMode = 'cover' | 'contain' | 'fill'

export const FIT_MODES: readonly FitMode[] = ['cover', 'contain', 'fill']

/** `fit_mode` as CSS object-fit; unknown or absent → `cover`. */
export function parseFitMode(fitMode: string | null | undefined): FitMode {
  const name = fitMode?.trim().toLowerCase()
  return (FIT_MODES as readonly string[]).includes(name ?? '') ? (name as FitMode) : 'cover'
}

export function isKnownFitMode(fitMode: string | null | undefined): boolean {
  return (FIT_MODES as readonly string[]).includes(fitMode?.trim().toLowerCase() ?? '')
}

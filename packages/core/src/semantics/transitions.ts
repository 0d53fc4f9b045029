/** Transition names for `timeline.cross` in/out and `prop.animationInfo` presets (docs site: “The data model”). */
export const KNOWN_TRANSITIONS = [
  'fade',
  'slide-left',
  'slide-right',
  'slide-up',
  'slide-down',
  'zoom-in',
  'zoom-out',
  'wipe-left',
  'wipe-right',
] as const

export type TransitionName = (typeof KNOWN_TRANSITIONS)[number]

/** Unknown names are ignored by evaluation (with a diagnostic). */
export function isKnownTransition(name: string | null | undefined): name is TransitionName {
  return (KNOWN_TRANSITIONS as readonly string[]).includes(name ?? '')
}

/** An empty or absent effect name means "no effect" and is not a diagnostic. */
export function isNoEffect(name: string | null | undefined): boolean {
  return name === null || name === undefined || name.trim() === '' || name.trim() === 'none'
}

/** How often the studio reads a processing project again, ms. */
export const PROJECT_POLL_MS = 2000

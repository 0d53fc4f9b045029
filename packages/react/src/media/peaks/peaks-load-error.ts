import { MediaLoadError } from '../media-status.ts'

/** Says why a URL has no peaks, in words a user can act on (shown on the placeholder). */
export class PeaksLoadError extends MediaLoadError {
  override name = 'PeaksLoadError'
}

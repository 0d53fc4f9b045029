import { useEffect, useRef, useState } from 'react'
import { useEditor } from '../state/editor-context.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { formatTime } from '../lib/time-format.ts'

/** A seek is said once the playhead rests this long (a scrub says one time, not fifty). */
const SEEK_SETTLE_MS = 300

/**
 * A polite live region, visually hidden, that tells screen-reader users what the editor did
 * without moving their focus: "Playing" / "Paused at 0:04.20" when playback starts and stops, "Playhead
 * at 0:02.50" after a seek (while paused), and "Undid: Move layer" / "Redid: Move layer" after an
 * undo or redo (the step's label from core, translated).
 */
export function EditorAnnouncer() {
  const editor = useEditor()
  const t = useTranslations().announcer
  const latest = useRef(t)
  latest.current = t
  const [message, setMessage] = useState('')

  useEffect(() => {
    let { playing, playheadMs } = editor.session
    let seekTimer: ReturnType<typeof setTimeout> | undefined
    // The same words twice (two undos of "Move layer") must change the text to be read again.
    let count = 0
    const say = (text: string) => {
      clearTimeout(seekTimer)
      setMessage(text + (++count % 2 ? '' : '\u00a0'))
    }
    const offSession = editor.on('sessionChange', ({ session }) => {
      const t = latest.current
      if (session.playing !== playing) {
        playing = session.playing
        playheadMs = session.playheadMs
        say(playing ? t.playing : formatMessage(t.paused, { time: formatTime(playheadMs) }))
        return
      }
      if (playing || session.playheadMs === playheadMs) return
      playheadMs = session.playheadMs
      clearTimeout(seekTimer)
      seekTimer = setTimeout(() => {
        seekTimer = undefined
        say(formatMessage(latest.current.seek, { time: formatTime(playheadMs) }))
      }, SEEK_SETTLE_MS)
    })
    const offCommit = editor.on('commit', ({ cause, label, names }) => {
      if (cause === 'edit') return
      const t = latest.current
      // A step of several commands ("renameLayer, setGeometry") is said by the first one known.
      const known = [label, ...names].find((name) => t.steps[name])
      const name = known ? t.steps[known]! : t.edit
      say(formatMessage(cause === 'undo' ? t.undid : t.redid, { step: name }))
    })
    return () => {
      offSession()
      offCommit()
      clearTimeout(seekTimer)
    }
  }, [editor])

  return (
    // aria-live without role="status": the host's status (e.g. the studio's save status) stays
    // the page's one status.
    <div className="ps-visually-hidden ps-announcer" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  )
}

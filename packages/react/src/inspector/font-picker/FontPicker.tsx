import { Fragment, useId, useRef, useState, type KeyboardEvent } from 'react'
import { layerFontOf } from '@podscene/core'
import { useEditor, useUiStore } from '../../state/editor-context.ts'
import { useEditorState } from '../../state/use-editor-state.ts'
import { actionSurfacesOf } from '../../state/actions/action-surfaces.ts'
import { uploadsOf } from '../../uploads/upload-store.ts'
import { useTranslations } from '../../i18n/use-translations.tsx'
import { formatMessage } from '../../i18n/translations.ts'
import { problemOf } from '../field-error.ts'
import type { SectionProps } from '../sections.tsx'
import { filterFontOptions, type FontOption } from './font-options.ts'
import { setLayerFont } from './set-layer-font.ts'
import { FONT_FILE_ACCEPT, asFontFile, fontFileProblem, uploadedFamilyName } from './upload-font.ts'
import { useOptionFace } from './use-option-face.ts'
import { usePopupPosition } from '../../lib/use-popup-position.ts'
import { errorMessage } from '../../lib/error-message.ts'

/**
 * The combobox "Font" of the text and subtitle inspectors (WAI-ARIA combobox with a listbox
 * popup): the fonts this document already uploaded, then core's font library, each option drawn
 * in its own face (loaded when it scrolls into view). Typing searches names, categories and
 * scripts; ↑/↓ move, Enter picks (a name that matches nothing is kept as a system family),
 * Escape closes. "Upload font…" sends a ttf, otf or woff2 file through the host's
 * `onAssetUpload` and gives the layer that face. Every pick is one undo step (setLayerFont).
 */
export function FontPicker({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const store = useUiStore()
  const t = useTranslations().fontPicker
  const document = useEditorState((s) => s.document)
  const current = layerFontOf(layer)
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  // Under the field, as wide as it, above it when the inspector's field is low in the window.
  const placed = usePopupPosition({ open, gap: 2, matchWidth: { maxHeight: 300 } })
  const [active, setActive] = useState(0)
  const [message, setMessage] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null)
  const [uploading, setUploading] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const id = useId()
  const listId = `${id}-list`
  const options = open ? filterFontOptions(document, query ?? '') : []
  const activeOption = options[Math.min(active, options.length - 1)]

  const choose = (family: string, file: string) => {
    try {
      setLayerFont(editor, layerKey, layer, family, file)
      setMessage(null)
    } catch (error) {
      setMessage({ text: problemOf(error), tone: 'alert' })
    }
    setQuery(null)
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => Math.max(0, Math.min(options.length - 1, i + step)))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (open && activeOption) choose(activeOption.family, activeOption.file)
      else if (query?.trim()) choose(query.trim(), '')
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      setQuery(null)
      setOpen(false)
    }
  }

  const upload = async (file: File) => {
    const problem = fontFileProblem(file)
    const send = actionSurfacesOf(store).getState().media.upload
    if (problem || !send) {
      const reason = problem ?? t.uploadUnavailable
      setMessage({
        text: formatMessage(t.uploadFailed, { name: file.name, reason }),
        tone: 'alert',
      })
      return
    }
    setUploading(file.name)
    setMessage(null)
    try {
      // The editor's upload store: progressbar "Uploading <file name>", Cancel, retries, and
      // only a lasting http(s) URL is accepted (ActionOverlays shows it).
      const result = await uploadsOf(store).run(send, asFontFile(file), { box: null })
      if (result) {
        choose(uploadedFamilyName(file.name), result.url)
        setMessage({ text: formatMessage(t.uploaded, { name: file.name }), tone: 'status' })
      }
    } catch (error) {
      const reason = errorMessage(error)
      setMessage({
        text: formatMessage(t.uploadFailed, { name: file.name, reason }),
        tone: 'alert',
      })
    } finally {
      setUploading(null)
    }
  }

  return (
    <div className="ps-field ps-font-picker">
      <label htmlFor={id}>{t.label}</label>
      <input
        ref={placed.refs.setReference}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeOption ? `${id}-${activeOption.id}` : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={t.search}
        value={query ?? current?.family ?? ''}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
          setOpen(true)
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false)
          setQuery(null)
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t.label}
        ref={open ? placed.refs.setFloating : undefined}
        className="ps-font-picker__list"
        style={placed.style}
        hidden={!open}
        // Keep focus in the input while an option is pressed.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          <Fragment key={option.id}>
            {(index === 0 || options[index - 1]!.group !== option.group) && (
              <li role="presentation" className="ps-font-picker__group">
                {option.group === 'document' ? t.documentFonts : t.library}
              </li>
            )}
            <FontOptionItem
              id={`${id}-${option.id}`}
              option={option}
              active={index === active}
              selected={option.family === current?.family}
              onChoose={() => choose(option.family, option.file)}
              onHover={() => setActive(index)}
            />
          </Fragment>
        ))}
        {open && options.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled className="ps-font-picker__empty">
            {query?.trim() ? formatMessage(t.useTyped, { name: query.trim() }) : t.noMatch}
          </li>
        )}
      </ul>
      <div className="ps-font-picker__actions">
        <button
          type="button"
          className="ps-button"
          disabled={disabled || uploading !== null}
          onClick={() => fileInput.current?.click()}
        >
          {t.upload}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={FONT_FILE_ACCEPT}
          aria-label={t.uploadFile}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload(file)
          }}
        />
      </div>
      {message && (
        <p
          role={message.tone}
          className={message.tone === 'alert' ? 'ps-field__error' : 'ps-font-picker__note'}
        >
          {message.text}
        </p>
      )}
    </div>
  )
}

function FontOptionItem(props: {
  id: string
  option: FontOption
  active: boolean
  selected: boolean
  onChoose: () => void
  onHover: () => void
}) {
  const { option } = props
  const face = useOptionFace(option)
  return (
    <li
      ref={face.ref}
      id={props.id}
      role="option"
      aria-selected={props.selected}
      data-active={props.active || undefined}
      data-font-family={option.family}
      data-face={face.state}
      className="ps-font-picker__option"
      style={{ fontFamily: face.fontFamily }}
      onClick={props.onChoose}
      onMouseMove={props.onHover}
    >
      {option.family}
      {face.sample && <span aria-hidden> {face.sample}</span>}
    </li>
  )
}

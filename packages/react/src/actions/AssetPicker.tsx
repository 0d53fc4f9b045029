import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useDialogFocus } from '../a11y/use-dialog-focus.ts'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { actionSurfacesOf, type AssetTarget } from '../state/actions/action-surfaces.ts'
import { replaceLayerMedia, writeLayerMedia } from '../uploads/replace-media.ts'
import {
  insertMediaFiles,
  insertMediaLayer,
  type Asset,
  type AssetPage,
  type AssetProvider,
  type MediaKind,
} from '../uploads/insert-media.ts'
import type { ActionUi } from '../state/actions/types.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { errorMessage } from '../lib/error-message.ts'

export interface AssetPickerProps {
  kind: MediaKind
  ui: ActionUi
  /** A layer whose media the chosen asset (or upload) replaces ("Choose image…"). */
  target?: AssetTarget
  onClose: () => void
}

const nameOf = (asset: Asset) =>
  asset.name ?? decodeURIComponent(asset.url.split(/[?#]/)[0]!.split('/').pop() || asset.url)

/** A provider's answer as a page; a plain array is searched here by name. */
async function listPage(
  provider: AssetProvider,
  kind: MediaKind,
  search: string,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<AssetPage> {
  const answer = await provider.list(kind, { search, cursor, signal })
  if (!Array.isArray(answer)) return answer as AssetPage
  const needle = search.toLocaleLowerCase()
  const assets = needle
    ? (answer as readonly Asset[]).filter((a) => nameOf(a).toLocaleLowerCase().includes(needle))
    : (answer as readonly Asset[])
  return { assets }
}

/** The assets in groups (`asset.group`, in order of first appearance), with their list index. */
function groupsOf(assets: readonly Asset[]) {
  const groups: { name: string; items: { asset: Asset; index: number }[] }[] = []
  assets.forEach((asset, index) => {
    const name = asset.group ?? ''
    const group =
      groups.find((g) => g.name === name) ?? groups[groups.push({ name, items: [] }) - 1]!
    group.items.push({ asset, index })
  })
  return groups
}

/**
 * The `assets` provider's media of one kind as a dialog named "Choose image" / "Choose audio":
 * a listbox, in the provider's groups ("Backgrounds", "Covers"), (↑/↓, Enter or a click inserts
 * the asset as a layer at the menu's point or centred — a background covering the canvas, named
 * after the asset; with a `target` layer, puts it in that layer instead, one undo step; Escape
 * closes; it takes focus — the search box — when it opens and gives it back to its opener when it
 * closes), and "Upload…" (a file of the kind, through the editor's `onAssetUpload`). Loading
 * and failures are said in the dialog.
 */
export function AssetPicker({ kind, ui, target, onClose }: AssetPickerProps) {
  const editor = useEditor()
  const store = useUiStore()
  const surfaces = actionSurfacesOf(store)
  const t = useTranslations().assetPicker
  const { insertFlow: words, kinds } = useTranslations()
  const fileInput = useRef<HTMLInputElement>(null)
  const provider = surfaces.getState().media.assets
  const [state, setState] = useState<
    | { status: 'loading'; assets: readonly Asset[] }
    | { status: 'ready'; assets: readonly Asset[]; nextCursor?: string }
    | { status: 'failed'; message: string; assets: readonly Asset[] }
  >({ status: 'loading', assets: [] })
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [more, setMore] = useState<{ cursor: string; assets: readonly Asset[] } | null>(null)
  const [active, setActive] = useState(0)
  const id = useId()
  // Focus in the search box on open; Escape from anywhere closes; focus back to the opener.
  const dialog = useRef<HTMLDivElement>(null)
  const searchBox = useRef<HTMLInputElement>(null)
  useDialogFocus(dialog, searchBox, onClose)

  // The search box asks again 200 ms after the last keystroke.
  useEffect(() => {
    const next = search.trim()
    if (next === query) return
    const timer = setTimeout(() => {
      setQuery(next)
      setMore(null)
    }, 200)
    return () => clearTimeout(timer)
  }, [search, query])

  useEffect(() => {
    const controller = new AbortController()
    const previous = more?.assets ?? []
    if (!provider) {
      // No library: the picker still offers "Upload…".
      setState({ status: 'ready', assets: [] })
      return
    }
    setState({ status: 'loading', assets: previous })
    listPage(provider, kind, query, more?.cursor, controller.signal).then(
      (page) =>
        !controller.signal.aborted &&
        setState({
          status: 'ready',
          assets: [...previous, ...page.assets],
          nextCursor: page.nextCursor,
        }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({
          status: 'failed',
          message: errorMessage(error),
          assets: previous,
        }),
    )
    return () => controller.abort()
  }, [provider, kind, query, more])

  const assets = state.assets
  const choose = (asset: Asset) => {
    onClose()
    try {
      if (target) {
        writeLayerMedia(editor, target.layerKey, asset.url, asset.previewUrl)
        surfaces.notify(formatMessage(words.replaced, { name: nameOf(asset) }))
      } else {
        insertMediaLayer(editor, ui, kind, asset.url, {
          fill: asset.background && kind !== 'audio' ? 'canvas' : undefined,
          name: nameOf(asset),
        })
      }
    } catch (error) {
      surfaces.notify(
        formatMessage(t.insertFailed, { name: nameOf(asset), message: (error as Error).message }),
        'error',
      )
    }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation()
    const n = assets.length
    if (event.key === 'ArrowDown' && n > 0) setActive((active + 1) % n)
    else if (event.key === 'ArrowUp' && n > 0) setActive((active - 1 + n) % n)
    else if (event.key === 'Enter' && assets[active]) choose(assets[active])
    else if (event.key === 'Escape') onClose()
    else return
    event.preventDefault()
  }
  const upload = (files: File[]) => {
    onClose()
    if (files.length === 0) return
    if (target) void replaceLayerMedia(editor, store, target.layerKey, files[0]!)
    else void insertMediaFiles(editor, ui, files, { upload: surfaces.getState().media.upload })
  }
  const kindName = kinds[kind] ?? kind
  const title = formatMessage(t.title, { kind })
  return (
    <div
      ref={dialog}
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-action-surface=""
      className="ps-dialog ps-asset-picker"
      onKeyDown={onKeyDown}
    >
      <div className="ps-shortcut-help__header">
        <h2>{title}</h2>
        <button type="button" onClick={() => fileInput.current?.click()}>
          {words.upload}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple={!target}
          accept={`${kind}/*`}
          aria-label={formatMessage(words.uploadFile, { kind: kindName })}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])]
            e.currentTarget.value = ''
            upload(files)
          }}
        />
        <button type="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
      <input
        ref={searchBox}
        type="search"
        className="ps-asset-picker__search"
        aria-label={formatMessage(t.search, { kind })}
        placeholder={formatMessage(t.search, { kind })}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value)
          setActive(0)
        }}
      />
      {state.status === 'loading' && (
        <p className="ps-asset-picker__status">{formatMessage(t.loading, { kind })}</p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="ps-asset-picker__status">
          {formatMessage(t.failed, { kind, message: state.message })}
        </p>
      )}
      {state.status === 'ready' && assets.length === 0 && query !== '' && (
        <p className="ps-asset-picker__status">
          {formatMessage(t.noMatch, { kind, search: query })}
        </p>
      )}
      {state.status === 'ready' && assets.length === 0 && query === '' && (
        <p className="ps-asset-picker__status">{formatMessage(t.none, { kind })}</p>
      )}
      {assets.length > 0 && (
        <div
          role="listbox"
          aria-label={formatMessage(t.list, { kind })}
          tabIndex={0}
          aria-activedescendant={`${id}-${active}`}
          className="ps-asset-picker__list"
        >
          {groupsOf(assets).map((group) => {
            const options = group.items.map(({ asset, index: i }) => {
              const preview = asset.previewUrl ?? (kind === 'image' ? asset.url : undefined)
              return (
                <div
                  key={`${asset.url}-${i}`}
                  id={`${id}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className="ps-asset-picker__option"
                  onClick={() => choose(asset)}
                  onPointerMove={() => i !== active && setActive(i)}
                >
                  {preview ? (
                    <img src={preview} alt="" loading="lazy" />
                  ) : (
                    <span className="ps-asset-picker__glyph" aria-hidden>
                      ♪
                    </span>
                  )}
                  <span>{nameOf(asset)}</span>
                </div>
              )
            })
            if (!group.name) return <Fragment key="">{options}</Fragment>
            return (
              <div
                key={group.name}
                role="group"
                aria-labelledby={`${id}-group-${group.name}`}
                className="ps-asset-picker__group"
              >
                <div
                  id={`${id}-group-${group.name}`}
                  role="presentation"
                  className="ps-asset-picker__group-name"
                >
                  {group.name}
                </div>
                {options}
              </div>
            )
          })}
        </div>
      )}
      {state.status === 'ready' && state.nextCursor !== undefined && (
        <button
          type="button"
          className="ps-asset-picker__more"
          onClick={() => setMore({ cursor: state.nextCursor!, assets })}
        >
          {t.loadMore}
        </button>
      )}
    </div>
  )
}

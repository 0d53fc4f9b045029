import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react'
import { VisualText } from '../a11y/VisualText.tsx'
import { tracksOfDocument } from '@podscene/core'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { useUiState } from '../state/use-ui-state.ts'
import { layerTreeItems, sameTreeItems, type TreeItem } from './layer-tree-items.ts'
import { stepLayer } from './layer-reorder.ts'
import { EyeIcon, LockIcon } from '../lib/icons.tsx'
import { RowToggle } from './RowToggle.tsx'
import { useContextMenuTrigger } from '../state/actions/use-context-menu.ts'
import { RenameField, renameError } from '../lib/RenameField.tsx'
import type { RenameTarget } from '../state/ui-store.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { offsetInScroller, scrollParentOf } from '../lib/scroll-parent.ts'
import { useRowWindow } from './use-row-window.ts'
import { useReadOnly } from '../state/read-only.ts'

export interface LayerListProps {
  className?: string
  /** Disables reordering, visibility and lock toggles. */
  readOnly?: boolean
}

const DRAG_TYPE = 'application/x-podscene-layer'
/** A row's height before it is measured (28px min-height + 2px padding each side). */
const ROW_HEIGHT = 32
/** Rows mounted beyond each edge of the visible ones. */
const OVERSCAN = 8
/**
 * The viewport assumed before the scroller is measured: server rendering and the first client
 * render (they match, for hydration) show the first rows that fit it instead of none.
 */
const INITIAL_HEIGHT = 800
/**
 * The layout virtualisation needs, inline so it holds without the stylesheet (or with a host's
 * CSS): the list is as tall as all its rows and the containing block of the mounted ones, each
 * placed absolutely at its offset; paint containment clips anything drawn past the list's box, so
 * a row can never be drawn over a neighbouring panel (the timebar, the timeline).
 */
const LIST_STYLE = { position: 'relative', contain: 'layout paint' } as const
const ROW_STYLE = { position: 'absolute', top: 0, left: 0, right: 0 } as const

/**
 * The tracks and layers as an accessible tree, top of the draw order first. Arrows move focus,
 * Enter/Space selects (Shift or Ctrl/Cmd adds), Alt+ArrowUp/Down reorders, rows drag to reorder.
 * F2 or a double-click on a row's name renames the layer or track in place (the Rename action
 * sets the same UI state).
 *
 * Virtualised (`useRowWindow`) against the nearest scrolling ancestor (else the
 * window): only the rows in view, an overscan, and the focused, dragged or renamed row are in the
 * DOM. Moving focus to a row out of view scrolls it into view first; a selection made elsewhere
 * (the canvas) scrolls its row into view.
 */
export function LayerList({ className, readOnly: ownReadOnly }: LayerListProps) {
  const readOnly = useReadOnly(ownReadOnly)
  const editor = useEditor()
  const ui = useUiStore()
  const translations = useTranslations()
  const t = translations.layerList
  const selection = useEditorState((s) => s.session.selection)
  const locked = useUiState((s) => s.locked)
  const hidden = useUiState((s) => s.hidden)
  const renaming = useUiState((s) => s.renaming)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const rowRefs = useRef(new Map<string, HTMLElement>())
  const contextMenu = useContextMenuTrigger('layer-list', { readOnly })

  // Rows keep their identity through edits that change no row (a drag moves layers every frame).
  const items = useEditorState(
    (s) =>
      layerTreeItems(
        tracksOfDocument(s.document),
        collapsed,
        translations.tracks,
        translations.kinds,
      ),
    sameTreeItems,
  )
  const indexOfId = useMemo(() => new Map(items.map((item, i) => [item.id, i])), [items])
  const selected = useMemo(() => new Set(selection), [selection])
  const activeId =
    focusedId !== null && indexOfId.has(focusedId) ? focusedId : (items[0]?.id ?? null)

  // Virtualisation: the scroller is found once mounted; the list starts `scrollMargin` into it.
  const treeRef = useRef<HTMLDivElement>(null)
  const [scroller, setScroller] = useState<HTMLElement | Window | null>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    const tree = treeRef.current
    if (!tree) return
    const parent = scrollParentOf(tree)
    setScroller(parent)
    const update = () => setScrollMargin(Math.round(offsetInScroller(tree, parent)))
    update()
    const observer = new ResizeObserver(update)
    if (!(parent instanceof Window)) observer.observe(parent)
    for (let n = tree.previousElementSibling; n; n = n.previousElementSibling) observer.observe(n)
    return () => observer.disconnect()
  }, [])
  // Rows kept mounted out of view: the focused one (focus stays in the tree), the one dragged and
  // the one being renamed.
  const pinned = useRef<number[]>([])
  const dragging = useRef<string | null>(null)
  const renamingId =
    renaming === null
      ? null
      : renaming.kind === 'layer'
        ? `layer:${renaming.key}`
        : `track:${renaming.position}`
  pinned.current = [activeId, dragging.current, renamingId]
    .map((id) => (id === null ? undefined : indexOfId.get(id)))
    .filter((i): i is number => i !== undefined)
  const virtualizer = useRowWindow({
    count: items.length,
    scroller,
    estimateSize: ROW_HEIGHT,
    overscan: OVERSCAN,
    initialHeight: INITIAL_HEIGHT,
    paddingStart: 4,
    paddingEnd: 4,
    scrollMargin,
    keyOf: (index) => items[index]?.id ?? index,
    pinned: () => pinned.current,
  })

  // Focus asked for a row not mounted yet: it is scrolled to, and focused once it renders.
  const pendingFocus = useRef<string | null>(null)
  useLayoutEffect(() => {
    const id = pendingFocus.current
    const el = id === null ? undefined : rowRefs.current.get(id)
    if (el) {
      pendingFocus.current = null
      el.focus({ preventScroll: true })
    }
  })
  const focusItem = (id: string | undefined) => {
    if (!id) return
    setFocusedId(id)
    const index = indexOfId.get(id)
    if (index !== undefined) virtualizer.scrollToIndex(index)
    const el = rowRefs.current.get(id)
    if (el) el.focus({ preventScroll: true })
    else pendingFocus.current = id
  }

  const focusedAt = useRef(0)
  // When the focused row goes away (its layer was deleted), focus the row now in its place.
  useEffect(() => {
    if (!focusedId || indexOfId.has(focusedId)) return
    if (document.activeElement && document.activeElement !== document.body) return
    const next = items[Math.min(focusedAt.current, items.length - 1)]
    if (!next) return
    focusItem(next.id)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the rows change
  }, [items, focusedId])

  // A selection made elsewhere (the canvas, the timeline) brings its last layer's row into view.
  useEffect(() => {
    const key = selection[selection.length - 1]
    const index = key === undefined ? undefined : indexOfId.get(`layer:${key}`)
    if (index !== undefined) virtualizer.scrollToIndex(index)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the selection changes
  }, [selection])

  const select = (key: string, additive: boolean) => {
    if (!additive) editor.select([key])
    else if (selected.has(key)) editor.select(selection.filter((k) => k !== key))
    else editor.addToSelection([key])
  }

  const toggleCollapsed = (id: string, open?: boolean) => {
    setCollapsed((prev) => {
      const next = new Set(prev)
      const isOpen = !prev.has(id)
      if ((open ?? !isOpen) === true) next.delete(id)
      else next.add(id)
      return next
    })
  }

  const renameTargetOf = (item: TreeItem): RenameTarget =>
    item.kind === 'layer'
      ? { kind: 'layer', key: item.key }
      : { kind: 'track', position: item.trackPosition }
  const isRenaming = (item: TreeItem) =>
    renaming !== null &&
    (item.kind === 'layer'
      ? renaming.kind === 'layer' && renaming.key === item.key
      : renaming.kind === 'track' && renaming.position === item.trackPosition)
  const startRenaming = (item: TreeItem) => {
    if (!readOnly) ui.setRenaming(renameTargetOf(item))
  }
  // Renaming a layer of a collapsed track opens the track so the field shows.
  useEffect(() => {
    if (renaming?.kind !== 'layer') return
    const track = tracksOfDocument(editor.document).findIndex((t) =>
      (t.layers ?? []).some((l) => l.key === renaming.key),
    )
    if (track >= 0 && collapsed.has(`track:${track}`)) toggleCollapsed(`track:${track}`, true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a rename starts
  }, [renaming])
  // The row being renamed is brought into view (the Rename action can start from the canvas).
  useEffect(() => {
    const index = renamingId === null ? undefined : indexOfId.get(renamingId)
    if (index !== undefined) virtualizer.scrollToIndex(index)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when a rename starts or its row shows
  }, [renamingId, indexOfId.has(renamingId ?? '')])
  const renameField = (item: TreeItem) => (
    <RenameField
      initial={item.kind === 'layer' ? nameOfLayer(item.key) : item.label}
      label={item.kind === 'layer' ? t.renameLayer : translations.timeline.renameTrack}
      commit={(name) =>
        renameError(() =>
          item.kind === 'layer'
            ? editor.renameLayer(item.key, name)
            : editor.renameTrack(item.trackPosition, name),
        )
      }
      onDone={() => {
        ui.setRenaming(null)
        requestAnimationFrame(() => focusItem(item.id))
      }}
    />
  )
  const nameOfLayer = (key: string) =>
    items.find((i) => i.kind === 'layer' && i.key === key)?.label ?? ''

  const onKeyDown = (event: KeyboardEvent, item: TreeItem, position: number) => {
    const { key } = event
    if (key === 'F2') {
      event.preventDefault()
      startRenaming(item)
      return
    }
    // Keys pressed on the row's own buttons belong to the buttons.
    if (event.target !== event.currentTarget && (key === 'Enter' || key === ' ')) return
    if (event.altKey && item.kind === 'layer' && (key === 'ArrowUp' || key === 'ArrowDown')) {
      event.preventDefault()
      if (readOnly) return
      stepLayer(
        editor,
        tracksOfDocument(editor.document),
        item.key,
        item.trackPosition,
        item.layerIndex,
        key === 'ArrowUp' ? 'up' : 'down',
      )
      // Keep focus on the moved layer; its row id does not change.
      requestAnimationFrame(() => focusItem(item.id))
      return
    }
    const moves: Record<string, number | undefined> = {
      ArrowDown: position + 1,
      ArrowUp: position - 1,
      Home: 0,
      End: items.length - 1,
    }
    if (key in moves) {
      event.preventDefault()
      const to = Math.max(0, Math.min(items.length - 1, moves[key]!))
      focusItem(items[to]?.id)
    } else if (key === 'ArrowRight' && item.kind === 'track') {
      event.preventDefault()
      if (collapsed.has(item.id)) toggleCollapsed(item.id, true)
      else focusItem(items[position + 1]?.id)
    } else if (key === 'ArrowLeft') {
      event.preventDefault()
      if (item.kind === 'track') toggleCollapsed(item.id, false)
      else focusItem(`track:${item.trackPosition}`)
    } else if ((key === 'Enter' || key === ' ') && item.kind === 'layer') {
      event.preventDefault()
      select(item.key, event.shiftKey || event.ctrlKey || event.metaKey)
    }
  }

  const onDragStart = (event: DragEvent, item: TreeItem) => {
    if (item.kind !== 'layer' || readOnly) return
    dragging.current = item.id
    event.dataTransfer.setData(DRAG_TYPE, item.key)
    event.dataTransfer.effectAllowed = 'move'
  }
  const onDragOver = (event: DragEvent) => {
    if (!readOnly && event.dataTransfer.types.includes(DRAG_TYPE)) {
      event.preventDefault()
      event.dataTransfer.dropEffect = 'move'
    }
  }
  const onDrop = (event: DragEvent, target: TreeItem) => {
    const key = event.dataTransfer.getData(DRAG_TYPE)
    if (!key || readOnly) return
    event.preventDefault()
    const source = items.find((i) => i.kind === 'layer' && i.key === key)
    if (!source || source.kind !== 'layer' || source.id === target.id) return
    if (target.kind === 'track') {
      if (target.trackPosition !== source.trackPosition) {
        editor.moveLayerToTrack(key, target.trackPosition)
      }
    } else if (target.trackPosition === source.trackPosition) {
      editor.reorderLayer(key, target.layerIndex)
    } else {
      editor.moveLayerToTrack(key, target.trackPosition, target.layerIndex + 1)
    }
  }

  const trackOrdinal = useMemo(() => {
    const ordinals = new Map<string, number>()
    for (const item of items) if (item.kind === 'track') ordinals.set(item.id, ordinals.size + 1)
    return ordinals
  }, [items])
  return (
    <div
      ref={treeRef}
      role="tree"
      aria-label={t.label}
      onContextMenu={contextMenu.onContextMenu}
      aria-multiselectable="true"
      className={['ps-layer-list', className].filter(Boolean).join(' ')}
      style={{ ...LIST_STYLE, height: virtualizer.totalSize }}
    >
      {virtualizer.rows.map((row) => {
        const position = row.index
        const item = items[position]
        if (!item) return null
        const isActive = item.id === activeId
        const common = {
          ref: (el: HTMLElement | null) => {
            if (el) {
              rowRefs.current.set(item.id, el)
              virtualizer.measureElement(el)
            } else rowRefs.current.delete(item.id)
          },
          'data-index': position,
          style: {
            ...ROW_STYLE,
            transform: `translateY(${row.start - scrollMargin}px)`,
          },
          role: 'treeitem',
          tabIndex: isActive ? 0 : -1,
          onFocus: () => {
            focusedAt.current = position
            setFocusedId(item.id)
          },
          onKeyDown: (e: KeyboardEvent) => {
            contextMenu.onKeyDown(e)
            if (!e.defaultPrevented) onKeyDown(e, item, position)
          },
          onDragOver,
          onDrop: (e: DragEvent) => onDrop(e, item),
          onDragEnd: () => {
            dragging.current = null
          },
        }
        if (item.kind === 'track') {
          const expanded = !collapsed.has(item.id)
          return (
            <div
              key={item.id}
              {...common}
              aria-level={1}
              aria-setsize={trackOrdinal.size}
              aria-posinset={trackOrdinal.get(item.id)}
              aria-expanded={expanded}
              aria-label={item.label}
              className="ps-layer-list__track"
              onClick={() => toggleCollapsed(item.id)}
            >
              <span aria-hidden="true" className="ps-layer-list__chevron">
                {expanded ? '▾' : '▸'}
              </span>
              {isRenaming(item) ? (
                renameField(item)
              ) : (
                <span
                  className="ps-layer-list__track-name"
                  onDoubleClick={(e) => {
                    e.stopPropagation()
                    startRenaming(item)
                  }}
                >
                  {item.label}
                </span>
              )}
            </div>
          )
        }
        const isSelected = selected.has(item.key)
        const isLocked = locked.has(item.key)
        const isHidden = hidden.has(item.key)
        return (
          <div
            key={item.id}
            {...common}
            aria-level={2}
            aria-setsize={item.layerCount}
            aria-posinset={item.layerCount - item.layerIndex}
            aria-selected={isSelected}
            aria-label={item.label}
            data-layer-key={item.key}
            draggable={!readOnly}
            onDragStart={(e) => onDragStart(e, item)}
            className={[
              'ps-layer-list__layer',
              isSelected && 'is-selected',
              isHidden && 'is-hidden',
              isLocked && 'is-locked',
            ]
              .filter(Boolean)
              .join(' ')}
            onClick={(e) => select(item.key, e.shiftKey || e.ctrlKey || e.metaKey)}
          >
            <VisualText
              className="ps-layer-list__type"
              text={translations.kinds[item.type] ?? item.type}
            />
            {isRenaming(item) ? (
              renameField(item)
            ) : (
              <span className="ps-layer-list__name" onDoubleClick={() => startRenaming(item)}>
                {item.label}
              </span>
            )}
            <RowToggle
              label={formatMessage(isHidden ? t.show : t.hide, { layer: item.label })}
              pressed={isHidden}
              focusable={isActive}
              disabled={readOnly}
              onToggle={() => ui.setHidden(item.key, !isHidden)}
            >
              <EyeIcon off={isHidden} />
            </RowToggle>
            <RowToggle
              label={formatMessage(isLocked ? t.unlock : t.lock, { layer: item.label })}
              pressed={isLocked}
              focusable={isActive}
              disabled={readOnly}
              onToggle={() => ui.setLocked(item.key, !isLocked)}
            >
              <LockIcon open={!isLocked} />
            </RowToggle>
          </div>
        )
      })}
    </div>
  )
}

'use client'
export { SceneCanvas, CONTENT_LAYER_NAME, OVERLAY_LAYER_NAME } from './canvas/scene-canvas.tsx'
export type { SceneCanvasProps, SceneCanvasHandle } from './canvas/scene-canvas.tsx'
export { fitView, visibleCanvasRect, intersects } from './canvas/viewport.ts'
export type { ViewTransform, Rect, Size } from './canvas/viewport.ts'
export { defaultLayerRenderers, rendererFor } from './layers/default-renderers.ts'
export type { LayerRenderer, LayerRendererProps, LayerRenderers } from './layers/renderer-types.ts'
export { LAYER_NODE_NAME } from './layers/layer-node.tsx'
export { layerFrame, frameBounds } from './layers/layer-frame.ts'
export type { LayerFrame } from './layers/layer-frame.ts'
export { transitionEffect } from './layers/transitions.ts'
export type { TransitionEffect } from './layers/transitions.ts'
export { Placeholder } from './layers/placeholder.tsx'
export { resolveTextStyle } from './layers/text-style.ts'
export type { TextStyle } from './layers/text-style.ts'
export { resolveWaveformStyle } from './layers/waveform-style.ts'
export type { WaveformStyle } from './layers/waveform-style.ts'
export { MediaCache } from './media/media-cache.ts'
export type { MediaCacheOptions } from './media/media-cache.ts'
export type { MediaStatus } from './media/media-status.ts'
export { MediaCacheProvider, useMediaCache, getSharedMediaCache } from './media/media-context.tsx'
export { mediaUrlBlockReason } from './media/url-policy.ts'
export { fetchBounded, readBounded, MediaTooLargeError, formatBytes } from './media/read-bounded.ts'
export type { BoundedReadOptions, MediaFetch } from './media/read-bounded.ts'
export { DEFAULT_PEAKS_LIMITS, MAX_PEAKS_DURATION_MS } from './media/peaks/index.ts'
export {
  exportFramePng,
  exportFrameDataUrl,
  exportFrameDataUrlSync,
  exportFrameCanvas,
  TaintedCanvasError,
} from './canvas/export-frame.ts'
export type { ExportFrameOptions } from './canvas/export-frame.ts'
// Editor UI (SceneEditor and its composable pieces) and hooks over the headless Editor.
export { SceneEditor } from './scene-editor/SceneEditor.tsx'
export type { SceneEditorHandle, SceneEditorProps } from './scene-editor/SceneEditor.tsx'
export type { SceneEditorChange } from './scene-editor/use-scene-editor-instance.ts'
export {
  createPersistence,
  type Persistence,
  type PersistenceOptions,
} from './persistence/persistence.ts'
export { PANEL_WIDTH_LIMITS, type ResizablePanel } from './scene-editor/PanelResizer.tsx'
export {
  DEFAULT_VIEW_AIDS,
  GRID_SIZE_LIMITS,
  viewAidsFrom,
  type ViewAids,
} from './state/view-aids.ts'
export { viewAidsActions } from './canvas-editing/view-aids/view-aids-actions.ts'
export {
  applyTextStyle,
  BUILT_IN_TEXT_STYLES,
  textStyleOfLayer,
  type TextStyleDefinition,
  type TextStyleFields,
} from './inspector/text-styles/text-style.ts'
export { isTextStyle, type TextStyleStorage } from './inspector/text-styles/text-style-store.ts'
export {
  textStyleInsertActions,
  TEXT_STYLES_INSERT_GROUP,
} from './inspector/text-styles/text-style-actions.ts'
export { TIMELINE_HEIGHT_LIMITS } from './scene-editor/timeline-height.ts'
export { isTrackSize, type TrackSize } from './timeline/track-size.ts'
export { EditorCanvas } from './scene-editor/EditorCanvas.tsx'
export type { EditorCanvasProps } from './scene-editor/EditorCanvas.tsx'
export { LayerList } from './layer-list/LayerList.tsx'
export type { LayerListProps } from './layer-list/LayerList.tsx'
export { Inspector } from './inspector/Inspector.tsx'
export type { InspectorProps } from './inspector/Inspector.tsx'
export type { WaveformActions } from './inspector/WaveformSection.tsx'
export { inspectorActionGroup } from './inspector/LayerActionsSection.tsx'
export { Timebar } from './scene-editor/Timebar.tsx'
// Template slots and live lint (issue 18): panels, and the stores behind them.
export { SlotsPanel } from './slots/SlotsPanel.tsx'
export type { SlotsPanelProps } from './slots/SlotsPanel.tsx'
export { FillPreview, fillPreviewOf, planFillOffThread } from './slots/fill-preview.ts'
export type { FillData, FillPreviewState } from './slots/fill-preview.ts'
export { applyFill, applyFillOffThread } from './slots/apply-fill.ts'
export { ProblemsPanel } from './problems/ProblemsPanel.tsx'
export type { ProblemsPanelProps } from './problems/ProblemsPanel.tsx'
export { LintRunner, lintRunnerOf, MEDIA_RECHECK_MS } from './problems/lint-runner.ts'
export type { EditorProblem, LintRunnerOptions, LintState } from './problems/lint-runner.ts'
export { browserMeasureText } from './problems/browser-measure-text.ts'
export { browserMediaChecker } from './problems/browser-media-check.ts'
export type { BrowserMediaCheckOptions } from './problems/browser-media-check.ts'
// Playback: the Editor's one clock and its media (see playback/README.md).
export { acquirePlaybackClock, PlaybackClock, playbackClockOf } from './playback/playback-clock.ts'
export type { PlaybackClockOptions } from './playback/playback-clock.ts'
export type { PlaybackHost, PlaybackSession } from './playback/playback-host.ts'
export { PlaybackClockMount, usePlaybackClock } from './state/use-playback-clock.ts'
export type { MediaTrackState } from './playback/media-track.ts'
// Waveform view and audio peaks (see waveform/index.ts, media/peaks/index.ts).
export {
  WaveformView,
  scenePeaks,
  peaksForWidth,
  SCENE_PEAKS_PER_SECOND,
  quietestNear,
} from './waveform/index.ts'
export type { WaveformViewProps } from './waveform/index.ts'
export {
  PeaksStore,
  PeaksLoadError,
  PeaksFormatError,
  parseAudiowaveformJson,
  parseAudiowaveformDat,
  peakAt,
  peaksBetween,
  DEFAULT_PEAKS_PER_SECOND,
} from './media/peaks/index.ts'
export type {
  AudioPeaks,
  AudiowaveformJson,
  PeaksStoreOptions,
  PrecomputedPeaks,
} from './media/peaks/index.ts'
// Timeline: tracks and clips along time (see timeline/index.ts).
export {
  Timeline,
  formatTime,
  rulerLabel,
  rulerScale,
  dragClips,
  timelineRows,
  CubicBezierEditor,
  EasingMenu,
  cubicBezierFunc,
} from './timeline/index.ts'
export type {
  TimelineProps,
  BezierPoints,
  CubicBezierEditorProps,
  EasingMenuProps,
  ClipDragInput,
  ClipDragKind,
  ClipDragResult,
  ClipModel,
  RowModel,
} from './timeline/index.ts'
export {
  SelectionOverlay,
  GUIDE_X_NAME,
  GUIDE_Y_NAME,
  MARQUEE_NAME,
} from './canvas-editing/SelectionOverlay.tsx'
export { CanvasInteraction } from './canvas-editing/canvas-interaction.ts'
export { SNAP_THRESHOLD_PX } from './canvas-editing/interaction-host.ts'
export type { InteractionHost, OverlayHandles, View } from './canvas-editing/interaction-host.ts'
export { createUiStore } from './state/ui-store.ts'
export type { UiState, UiStore } from './state/ui-store.ts'
export { handleShortcut } from './actions/keyboard-shortcuts.ts'
export type { ShortcutContext } from './actions/keyboard-shortcuts.ts'
// User actions: defined once, read by keys, toolbar and menus (see actions/index.ts).
export {
  createActionRegistry,
  defaultActions,
  ZOOM_STEP,
  InsertMenu,
  useActions,
  useAction,
  usePerformAction,
  useRegisteredAction,
  isActionEnabled,
  isActionVisible,
  ActionOverlays,
  ContextMenu,
  CommandPalette,
  ShortcutHelp,
  shortcutGroups,
  useContextMenuTrigger,
  isContextMenuKey,
  contextMenuEntries,
  actionSurfacesOf,
  runAction,
  AssetPicker,
  insertMediaFiles,
  insertMediaLayer,
  insertMediaUrl,
  mediaKindOfName,
  mediaKindOfFile,
  mediaKindOfType,
  pastedUrl,
  probeMediaKind,
  useClipboardEvents,
  useMediaDrop,
  matchesShortcut,
  parseShortcut,
  shortcutLabel,
  shortcutsOf,
} from './actions/index.ts'
export type {
  Action,
  ActionRegistry,
  ActionUi,
  ActionViewport,
  ActionContext,
  ActionDialog,
  ActionNotice,
  ActionSurfaces,
  ActionSurfacesState,
  CommandPaletteProps,
  ContextMenuTarget,
  ContextMenuTriggerOptions,
  InsertMenuProps,
  MenuEntry,
  ShortcutHelpProps,
  Asset,
  AssetPickerProps,
  AssetProvider,
  AssetQuery,
  AssetPage,
  AssetUpload,
  InsertFilesOptions,
  MediaKind,
} from './actions/index.ts'
export {
  AssetUploadError,
  isTransientUploadError,
  UploadCancelledError,
  checkUploadResult,
  defaultUploadRetry,
  uploadBackoffMs,
  uploadWithRetries,
  uploadsOf,
  UploadProgressList,
  UploadPlaceholders,
  MediaFileInput,
  openMediaFileChooser,
  ReplaceMediaButton,
  replaceLayerMedia,
  replaceableMediaOf,
  sessionMediaOf,
  uploadSessionMedia,
} from './uploads/index.ts'
export type {
  AssetUploadOptions,
  AssetUploadProgress,
  AssetUploadResult,
  UploadRetryPolicy,
  UploadWithRetriesOptions,
  PendingUpload,
  UploadBox,
  Uploads,
  SessionMedia,
  UploadSessionMediaOptions,
  UploadSessionMediaResult,
} from './uploads/index.ts'
export { EditorProvider } from './scene-editor/editor-provider.tsx'
export type { EditorProviderProps } from './scene-editor/editor-provider.tsx'
export { useEditor, useUiStore, useActionRegistry } from './state/editor-context.ts'
export { useEditorState } from './state/use-editor-state.ts'
export { useUiState } from './state/use-ui-state.ts'
export {
  useLayersAtPlayhead,
  useLayerAtPlayhead,
  useCompiledScene,
} from './state/use-layers-at-playhead.ts'
// The read-only player (also its own entry, @podscene/react/player).
export { ScenePlayer } from './player/index.ts'
export type {
  ScenePlayerHandle,
  ScenePlayerProps,
  PlayerProject,
  PlayerScene,
  PlayerSource,
} from './player/index.ts'
// Embedding: translations, replaceable components, inspector sections, custom layer kinds.
export { en } from './i18n/en.ts'
export type { Translations } from './i18n/en.ts'
export { formatMessage, mergeTranslations } from './i18n/translations.ts'
export type { PartialTranslations } from './i18n/translations.ts'
export { TranslationsProvider, useTranslations } from './i18n/use-translations.tsx'
export type { TranslationsProviderProps } from './i18n/use-translations.tsx'
export { useEditorCustomization } from './customization/editor-components.ts'
export type { EditorComponents, PanelProps } from './customization/editor-components.ts'
export {
  composeInspectorSections,
  defaultInspectorSections,
  sectionsForKind,
} from './inspector/inspector-sections.tsx'
export type { InspectorSection, InspectorSectionProps } from './inspector/inspector-sections.tsx'
export { Section as InspectorSectionFrame } from './inspector/sections.tsx'
export { customKindInsertAction } from './customization/custom-kinds.ts'
export type { CustomLayerKind } from './customization/custom-kinds.ts'
export { translatedRegistry } from './state/actions/translated-registry.ts'
export { fr } from './i18n/fr.ts'
// Video out (issue 25): exportVideo and the frame source / sound mix it is made of (also
// `@podscene/react/video`); mediabunny is loaded only when a video is exported.
export * from './export/video/index.ts'

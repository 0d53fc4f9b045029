'use client'
export { SceneCanvas } from './canvas/scene-canvas.tsx'
export type { SceneCanvasProps, SceneCanvasHandle } from './canvas/scene-canvas.tsx'
export type { ViewTransform, Size } from './canvas/viewport.ts'
export { defaultLayerRenderers } from './layers/default-renderers.ts'
export type { LayerRenderer, LayerRendererProps, LayerRenderers } from './layers/renderer-types.ts'
export { MediaCache } from './media/media-cache.ts'
export type { MediaCacheOptions } from './media/media-cache.ts'
export type { MediaStatus } from './media/media-status.ts'
export { MediaCacheProvider } from './media/media-context.tsx'
export { fetchBounded, readBounded } from './media/read-bounded.ts'
export type { BoundedReadOptions, MediaFetch } from './media/read-bounded.ts'
export { DEFAULT_PEAKS_LIMITS } from './media/peaks/index.ts'
export { exportFramePng, exportFrameDataUrl } from './canvas/export-frame.ts'
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
export { type ResizablePanel } from './scene-editor/PanelResizer.tsx'
export { viewAidsFrom, type ViewAids } from './state/view-aids.ts'
export {
  type TextStyleDefinition,
  type TextStyleFields,
} from './inspector/text-styles/text-style.ts'
export { isTextStyle, type TextStyleStorage } from './inspector/text-styles/text-style-store.ts'
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
export { ProblemsPanel } from './problems/ProblemsPanel.tsx'
export type { ProblemsPanelProps } from './problems/ProblemsPanel.tsx'
export { LintRunner } from './problems/page-lint.ts'
export type { EditorProblem, LintRunnerOptions, LintState } from './problems/lint-runner.ts'
// Playback: the Editor's one clock and its media (see playback/README.md).
export { PlaybackClock, playbackClockOf } from './playback/playback-clock.ts'
export type { PlaybackClockOptions } from './playback/playback-clock.ts'
export type { PlaybackHost, PlaybackSession } from './playback/playback-host.ts'
export { usePlaybackClock } from './state/use-playback-clock.ts'
// Waveform view and audio peaks (see waveform/index.ts, media/peaks/index.ts).
export { WaveformView } from './waveform/index.ts'
export type { WaveformViewProps } from './waveform/index.ts'
export { PeaksStore } from './media/peaks/index.ts'
export type { AudioPeaks, PeaksStoreOptions, PrecomputedPeaks } from './media/peaks/index.ts'
// Timeline: tracks and clips along time (see timeline/index.ts).
export { Timeline, CubicBezierEditor, EasingMenu } from './timeline/index.ts'
export type {
  TimelineProps,
  BezierPoints,
  CubicBezierEditorProps,
  EasingMenuProps,
} from './timeline/index.ts'
export { CanvasInteraction } from './canvas-editing/canvas-interaction.ts'
export type { InteractionHost, OverlayHandles, View } from './canvas-editing/interaction-host.ts'
export { createUiStore } from './state/ui-store.ts'
export type { UiState, UiStore } from './state/ui-store.ts'
// User actions: defined once, read by keys, toolbar and menus (see actions/index.ts).
export {
  createActionRegistry,
  defaultActions,
  InsertMenu,
  useActions,
  usePerformAction,
  runAction,
} from './actions/index.ts'
export type {
  Action,
  ActionRegistry,
  ActionUi,
  ActionViewport,
  ActionContext,
  InsertMenuProps,
  Asset,
  AssetProvider,
  AssetQuery,
  AssetPage,
  AssetUpload,
  MediaKind,
} from './actions/index.ts'
export { AssetUploadError, sessionMediaOf, uploadSessionMedia } from './uploads/index.ts'
export type {
  AssetUploadOptions,
  AssetUploadProgress,
  AssetUploadResult,
  UploadRetryPolicy,
  PendingUpload,
  UploadBox,
  Uploads,
  SessionMedia,
  UploadSessionMediaOptions,
  UploadSessionMediaResult,
} from './uploads/index.ts'
export { EditorProvider } from './scene-editor/editor-provider.tsx'
export type { EditorProviderProps } from './scene-editor/editor-provider.tsx'
export { useEditor } from './state/editor-context.ts'
export { useEditorState } from './state/use-editor-state.ts'
export { useUiState } from './state/use-ui-state.ts'
export { useLayersAtPlayhead } from './state/use-layers-at-playhead.ts'
// The read-only player (also its own entry, @podscene/react/player).
export { ScenePlayer } from './player/index.ts'
export type {
  ScenePlayerHandle,
  ScenePlayerProps,
  PlayerProject,
  PlayerSource,
} from './player/index.ts'
// Embedding: translations, replaceable components, inspector sections, custom layer kinds.
export { en } from './i18n/en.ts'
export type { Translations } from './i18n/en.ts'
export { formatMessage } from './i18n/translations.ts'
export type { PartialTranslations } from './i18n/translations.ts'
export { TranslationsProvider, useTranslations } from './i18n/use-translations.tsx'
export type { TranslationsProviderProps } from './i18n/use-translations.tsx'
export type { EditorComponents, PanelProps } from './customization/editor-components.ts'
export { defaultInspectorSections } from './inspector/inspector-sections.tsx'
export type { InspectorSection, InspectorSectionProps } from './inspector/inspector-sections.tsx'
export { Section as InspectorSectionFrame } from './inspector/sections.tsx'
export type { CustomLayerKind } from './customization/custom-kinds.ts'
export { fr } from './i18n/fr.ts'
// Video out (issue 25): exportVideo and the frame source / sound mix it is made of (also
// `@podscene/react/video`); mediabunny is loaded only when a video is exported.
export * from './export/video/index.ts'

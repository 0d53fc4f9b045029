// What each field of a layer means: the hand-written half of the data model page
// (docs/site/guide/data-model.md). generate-docs.ts walks core's LayerSchema and joins every field
// path to an entry here; docs.test.ts fails when a schema field has no entry, or an entry names a
// field the schema does not have (entries marked `open` are keys inside an object the schema
// leaves open, `{}`, that the renderer reads).
import type { KnownLayerKind } from '@podscene/core'

export interface FieldDoc {
  /** The layer kinds that read the field; 'all' for every kind, [] for kept-but-unread fields. */
  kinds: readonly KnownLayerKind[] | 'all'
  /** What it means, in one sentence. */
  about: string
  unit?: string
  range?: string
  default?: string
  /** A key inside an open object (`{}` in the schema). */
  open?: true
}

const VISUAL: readonly KnownLayerKind[] = [
  'image',
  'video',
  'text',
  'subtitle',
  'shape',
  'waveform',
  'person',
  'color',
]
const TEXTUAL: readonly KnownLayerKind[] = ['text', 'subtitle']
const MEDIA: readonly KnownLayerKind[] = ['image', 'video', 'person']
const KEPT: readonly KnownLayerKind[] = []

export const LAYER_FIELDS: Readonly<Record<string, FieldDoc>> = {
  // ---- identity and kind
  key: {
    kinds: 'all',
    about:
      'Identifier of the layer, unique in the scene; selection, slots and events name layers by it.',
  },
  type: {
    kinds: 'all',
    about:
      'The kind: image, video, text, subtitle, shape, waveform, audio, person, color; any other string is kept and drawn as a labelled placeholder (or by a custom kind).',
  },
  top_level_key: {
    kinds: KEPT,
    about: 'Kept as is (the key of a grouping layer in other products).',
  },
  mode: { kinds: KEPT, about: 'Kept as is.' },
  // ---- geometry
  x: {
    kinds: VISUAL,
    about: 'Left edge of the layer box before rotation.',
    unit: 'canvas px',
    default: '0',
  },
  y: {
    kinds: VISUAL,
    about: 'Top edge of the layer box before rotation.',
    unit: 'canvas px',
    default: '0',
  },
  w: {
    kinds: VISUAL,
    about: 'Width of the layer box.',
    unit: 'canvas px',
    range: '≥ 0',
    default: '0 (nothing drawn; lint zero-size)',
  },
  h: {
    kinds: VISUAL,
    about: 'Height of the layer box.',
    unit: 'canvas px',
    range: '≥ 0',
    default: '0 (nothing drawn; lint zero-size)',
  },
  r: {
    kinds: VISUAL,
    about: 'Rotation about the box centre, clockwise.',
    unit: 'degrees',
    default: '0',
  },
  alpha: { kinds: VISUAL, about: 'Opacity.', range: '0–1', default: '1' },
  gauss: {
    kinds: VISUAL,
    about: 'Gaussian blur radius of what the layer draws.',
    unit: 'canvas px',
    range: '≥ 0',
    default: '0 (none)',
  },
  flip: {
    kinds: VISUAL,
    about: 'Mirror the layer: "" | "horizontal" | "vertical" | "both" (also "x", "y", "xy").',
    default: '""',
  },
  radius: {
    kinds: ['image', 'video', 'person', 'shape', 'color'],
    about: 'Corner radius, a string: "12", "12px" or "50%" (percent of min(w, h)).',
    default: '"0"',
  },
  volume: {
    kinds: ['video', 'audio', 'person'],
    about: 'Gain of the layer’s sound (keyframable).',
    range: '0–1',
    default: '1',
  },
  color: {
    kinds: ['color', 'shape'],
    about:
      'Fill colour of a color layer (and a shape’s fallback fill): CSS colour, #rgb, #rrggbb, #rrggbbaa, rgb(a)().',
    default: '#000000 (color)',
  },
  // ---- media
  path: {
    kinds: ['image', 'video', 'audio'],
    about: 'URL of the media (https:, http:, blob: or data:image/*).',
  },
  preview_path: {
    kinds: ['image', 'video'],
    about: 'A lighter version of `path` drawn while editing; exports draw `path`.',
  },
  fit_mode: {
    kinds: MEDIA,
    about: 'How the media fills the box: cover | contain | fill (CSS object-fit); unknown → cover.',
    default: 'cover',
  },
  crop: {
    kinds: MEDIA,
    about:
      'Part of the source media shown, as fractions of its size; w = 0 or h = 0 means no crop.',
  },
  'crop.x': {
    kinds: MEDIA,
    about: 'Left of the crop.',
    unit: 'fraction of the media width',
    range: '0–1',
  },
  'crop.y': {
    kinds: MEDIA,
    about: 'Top of the crop.',
    unit: 'fraction of the media height',
    range: '0–1',
  },
  'crop.w': {
    kinds: MEDIA,
    about: 'Width of the crop.',
    unit: 'fraction of the media width',
    range: '0–1',
  },
  'crop.h': {
    kinds: MEDIA,
    about: 'Height of the crop.',
    unit: 'fraction of the media height',
    range: '0–1',
  },
  moving_camera: { kinds: MEDIA, about: 'A camera move over the layer’s visible span.' },
  'moving_camera.type': {
    kinds: MEDIA,
    about: 'zoom-in | zoom-out | pan-left | pan-right | pan-up | pan-down | none.',
    default: 'none',
  },
  person_cover: {
    kinds: ['person'],
    about: 'Still image of the presenter (else prop.meta.cover, prop.emotion.cover).',
  },
  person_preview_url: {
    kinds: ['person'],
    about: 'Preview video of the presenter, drawn when there is no cover.',
  },
  tts_audio_url: {
    kinds: ['person'],
    about:
      'The presenter’s speech: played, and drawn by a waveform layer that has no audio of its own.',
  },
  // ---- slots
  api_template_meta: { kinds: 'all', about: 'Slot marking for the API.' },
  'api_template_meta.replace_key': {
    kinds: 'all',
    about: 'Slot key: a fill replaces this layer’s content (see Slots and fill).',
  },
  template_meta: { kinds: 'all', about: 'Template flags of other products.' },
  'template_meta.is_goods_media': { kinds: KEPT, about: 'Kept as is.' },
  'template_meta.is_logo': { kinds: KEPT, about: 'Kept as is.' },
  'template_meta.no_need_replace': {
    kinds: 'all',
    about: 'true: not a slot even when it has a replace_key.',
  },
  // ---- shape (the `shape` object)
  shape: {
    kinds: ['shape'],
    about: 'Shape description of other products; prop.shapeInfo wins where both set a value.',
  },
  'shape.type': {
    kinds: ['shape'],
    about: 'rect | ellipse (also circle) when prop.shapeInfo.type is absent.',
    default: 'rect',
  },
  'shape.color': { kinds: ['shape'], about: 'Fill when prop.shapeInfo.color is absent.' },
  'shape.radius': {
    kinds: ['shape'],
    about: 'Corner radius when the layer’s radius is absent.',
    unit: 'px',
  },
  'shape.background_gauss': { kinds: KEPT, about: 'Kept as is.' },
  'shape.content_position': { kinds: KEPT, about: 'Kept as is.' },
  'shape.content_position.h': { kinds: KEPT, about: 'Kept as is.' },
  'shape.content_position.r': { kinds: KEPT, about: 'Kept as is.' },
  'shape.content_position.w': { kinds: KEPT, about: 'Kept as is.' },
  'shape.content_position.x': { kinds: KEPT, about: 'Kept as is.' },
  'shape.content_position.y': { kinds: KEPT, about: 'Kept as is.' },
  'shape.disable_shape': { kinds: KEPT, about: 'Kept as is.' },
  'shape.object_fit': { kinds: KEPT, about: 'Kept as is (fit_mode is read).' },
  // ---- subtitle
  subtitle: { kinds: ['subtitle'], about: 'The subtitle: timed words, drawn one line at a time.' },
  'subtitle.word_seq': { kinds: ['subtitle'], about: 'The timed words (else prop.word_seq).' },
  'subtitle.word_seq[].text': { kinds: ['subtitle'], about: 'The word.' },
  'subtitle.word_seq[].start': {
    kinds: ['subtitle'],
    about: 'When the word starts.',
    unit: 'scene ms',
  },
  'subtitle.word_seq[].end': {
    kinds: ['subtitle'],
    about: 'When the word ends; the active word holds t in [start, end).',
    unit: 'scene ms',
  },
  'subtitle.word_seq[].hide': {
    kinds: ['subtitle'],
    about: 'true: the word is not drawn.',
    default: 'false',
  },
  'subtitle.word_seq[].break': {
    kinds: ['subtitle'],
    about: 'Non-empty: a line ends after this word.',
    default: '""',
  },
  'subtitle.word_seq[].key': { kinds: KEPT, about: 'Kept as is.' },
  'subtitle.line_size': {
    kinds: ['subtitle'],
    about: 'Maximum characters per line when no word has a break.',
    range: '> 0',
    default: 'one line',
  },
  'subtitle.text': { kinds: ['subtitle'], about: 'The whole text; drawn when there are no words.' },
  'subtitle.html': {
    kinds: KEPT,
    about: 'Kept, never injected into the page (text is drawn from the words).',
  },
  'subtitle.font_family': {
    kinds: ['subtitle'],
    about: 'The font: {name, url}; a font library file name or a URL.',
  },
  'subtitle.font_family.name': {
    kinds: ['subtitle'],
    about: 'Font family name.',
    default: 'sans-serif',
  },
  'subtitle.font_family.url': {
    kinds: ['subtitle'],
    about: 'Font file: URL, or a font library file name such as inter-latin-400-normal.woff2.',
  },
  'subtitle.prop': {
    kinds: ['subtitle'],
    about:
      'Subtitle style: color, highlightColor (or activeColor), fontSize, strokeColor, strokeWidth.',
  },
  'subtitle.prop.color': {
    kinds: ['subtitle'],
    about: 'Colour of the words.',
    default: '#ffffff',
    open: true,
  },
  'subtitle.prop.highlightColor': {
    kinds: ['subtitle'],
    about: 'Colour of the active word (also activeColor).',
    open: true,
  },
  'subtitle.prop.fontSize': {
    kinds: ['subtitle'],
    about: 'Font size; shrinks so a long line fits the box.',
    unit: 'px',
    open: true,
  },
  'subtitle.prop.strokeColor': { kinds: ['subtitle'], about: 'Outline colour.', open: true },
  'subtitle.prop.strokeWidth': {
    kinds: ['subtitle'],
    about: 'Outline width.',
    unit: 'px',
    open: true,
  },
  'subtitle.mss': { kinds: KEPT, about: 'Kept as is.' },
  'subtitle.tts_info_index': { kinds: KEPT, about: 'Kept as is.' },
  // ---- timeline
  timeline: { kinds: 'all', about: 'When the layer shows; no timeline = the whole scene.' },
  'timeline.start': {
    kinds: 'all',
    about: 'Scene time the layer appears.',
    unit: 'ms',
    range: '≥ 0',
    default: '0',
  },
  'timeline.end': {
    kinds: 'all',
    about:
      'Scene time it disappears (visible on [start, end)); 0 = lasts the scene and does not extend it.',
    unit: 'ms',
    default: '0',
  },
  'timeline.key_frames': {
    kinds: 'all',
    about: 'Keyframes (see Time and keyframes); evaluated in timestamp order.',
  },
  'timeline.key_frames[].timestamp': {
    kinds: 'all',
    about: 'Time of the keyframe relative to timeline.start.',
    unit: 'ms',
  },
  'timeline.key_frames[].func': {
    kinds: 'all',
    about:
      'Easing to the next keyframe: linear, ease, ease-in, ease-out, ease-in-out, step/hold, cubic-bezier(a,b,c,d); unknown → linear with a diagnostic.',
    default: 'linear',
  },
  'timeline.key_frames[].properties': {
    kinds: 'all',
    about: 'Absolute values at that instant; a property left out keeps the layer’s own field.',
  },
  'timeline.key_frames[].properties.x': {
    kinds: VISUAL,
    about: 'x at the keyframe.',
    unit: 'canvas px',
  },
  'timeline.key_frames[].properties.y': {
    kinds: VISUAL,
    about: 'y at the keyframe.',
    unit: 'canvas px',
  },
  'timeline.key_frames[].properties.w': {
    kinds: VISUAL,
    about: 'w at the keyframe.',
    unit: 'canvas px',
    range: '≥ 0',
  },
  'timeline.key_frames[].properties.h': {
    kinds: VISUAL,
    about: 'h at the keyframe.',
    unit: 'canvas px',
    range: '≥ 0',
  },
  'timeline.key_frames[].properties.r': {
    kinds: VISUAL,
    about: 'Rotation at the keyframe.',
    unit: 'degrees',
  },
  'timeline.key_frames[].properties.alpha': {
    kinds: VISUAL,
    about: 'Opacity at the keyframe.',
    range: '0–1',
  },
  'timeline.key_frames[].properties.scale': {
    kinds: VISUAL,
    about: 'Multiplies w and h about the centre.',
    range: '≥ 0',
    default: '1',
  },
  'timeline.cross': { kinds: VISUAL, about: 'Transitions at the layer’s start and end.' },
  'timeline.cross.in': {
    kinds: VISUAL,
    about:
      'Names applied during the first in_time ms: fade, slide-left|right|up|down, zoom-in, zoom-out, wipe-left|right.',
  },
  'timeline.cross.in_time': {
    kinds: VISUAL,
    about: 'Length of the in transition.',
    unit: 'ms',
    range: '≥ 0',
  },
  'timeline.cross.out': {
    kinds: VISUAL,
    about: 'Names applied during the last out_time ms (same names).',
  },
  'timeline.cross.out_time': {
    kinds: VISUAL,
    about: 'Length of the out transition.',
    unit: 'ms',
    range: '≥ 0',
  },
  // ---- prop
  prop: { kinds: 'all', about: 'Kind-specific properties.' },
  'prop.textInfo': {
    kinds: TEXTUAL,
    about: 'Text and its style (prop.textConfig wins where both set a value).',
  },
  'prop.textInfo.content': {
    kinds: ['text'],
    about: 'The text drawn; new lines break lines, long lines wrap in w.',
  },
  'prop.textInfo.fontSize': { kinds: TEXTUAL, about: 'Font size.', unit: 'px', default: '48' },
  'prop.textInfo.color': { kinds: TEXTUAL, about: 'Text colour.', default: '#ffffff' },
  'prop.textInfo.fontFamily': { kinds: TEXTUAL, about: 'Font family name.', default: 'sans-serif' },
  'prop.textInfo.fontFileName': {
    kinds: TEXTUAL,
    about:
      'Font file: a URL, or a font library file name (inter-latin-400-normal.woff2); lint missing-font when it does not load.',
  },
  'prop.textInfo.fontWeight': {
    kinds: TEXTUAL,
    about: 'normal | bold | 100–900.',
    default: 'normal',
  },
  'prop.textInfo.fontStyle': {
    kinds: TEXTUAL,
    about: 'normal | italic | oblique.',
    default: 'normal',
  },
  'prop.textInfo.textAlign': {
    kinds: TEXTUAL,
    about: 'left | center | right | justify.',
    default: 'left (subtitles: center)',
  },
  'prop.textInfo.textDecoration': {
    kinds: TEXTUAL,
    about: 'underline | line-through | "".',
    default: '""',
  },
  'prop.textInfo.strokeColor': { kinds: TEXTUAL, about: 'Outline colour.' },
  'prop.textInfo.strokeWidth': {
    kinds: TEXTUAL,
    about: 'Outline width.',
    unit: 'px',
    default: '0',
  },
  'prop.textInfo.textShadowColor': { kinds: TEXTUAL, about: 'Shadow colour.' },
  'prop.textInfo.textShadowBlur': {
    kinds: TEXTUAL,
    about: 'Shadow blur.',
    unit: 'px',
    default: '0',
  },
  'prop.textInfo.textShadowH': {
    kinds: TEXTUAL,
    about: 'Shadow offset to the right.',
    unit: 'px',
    default: '0',
  },
  'prop.textInfo.textShadowV': {
    kinds: TEXTUAL,
    about: 'Shadow offset downwards.',
    unit: 'px',
    default: '0',
  },
  'prop.textInfo.backgroundColor': {
    kinds: TEXTUAL,
    about: 'Box behind the text.',
    default: 'none',
  },
  'prop.textInfo.radius': {
    kinds: TEXTUAL,
    about: 'Corner radius of that box.',
    unit: 'px',
    default: '0',
  },
  'prop.textInfo.paddingTop': {
    kinds: TEXTUAL,
    about: 'Inner space above the text.',
    unit: 'px',
    default: '0',
  },
  'prop.textInfo.paddingRight': {
    kinds: TEXTUAL,
    about: 'Inner space right of the text.',
    unit: 'px',
    default: '0',
  },
  'prop.textInfo.paddingBottom': {
    kinds: TEXTUAL,
    about: 'Inner space below the text.',
    unit: 'px',
    default: '0',
  },
  'prop.textInfo.paddingLeft': {
    kinds: TEXTUAL,
    about: 'Inner space left of the text.',
    unit: 'px',
    default: '0',
  },
  'prop.textInfo.lineHeight': {
    kinds: ['text'],
    about: 'Line height as a multiple of the font size (when > 0).',
    default: '1',
    open: true,
  },
  'prop.textInfo.fontFamilyID': { kinds: KEPT, about: 'Kept as is.' },
  'prop.textInfo.textOrientation': {
    kinds: KEPT,
    about:
      'Kept as is (direction follows the text: right to left when it starts in Hebrew or Arabic).',
  },
  'prop.textInfo.writingMode': { kinds: KEPT, about: 'Kept as is.' },
  'prop.textConfig': {
    kinds: TEXTUAL,
    about: 'Text style of other products; wins over textInfo where both set a value.',
  },
  'prop.textConfig.align': { kinds: TEXTUAL, about: 'left | center | right | justify.' },
  'prop.textConfig.verticalAlign': {
    kinds: TEXTUAL,
    about: 'top | middle | bottom inside the box.',
    default: 'top',
  },
  'prop.textConfig.color': { kinds: TEXTUAL, about: 'Text colour.' },
  'prop.textConfig.fontSize': { kinds: TEXTUAL, about: 'Font size.', unit: 'px' },
  'prop.textConfig.textDecoration': { kinds: TEXTUAL, about: 'underline | line-through.' },
  'prop.textConfig.fontFamily': { kinds: TEXTUAL, about: '{name (or family), url}.' },
  'prop.textConfig.fontStyle': {
    kinds: TEXTUAL,
    about: '{weight (or bold: true), style (or italic: true)}.',
  },
  'prop.textConfig.stroke': { kinds: TEXTUAL, about: '{color, width (px)}.' },
  'prop.textConfig.shadow': {
    kinds: TEXTUAL,
    about: '{color, blur, offsetX (or x), offsetY (or y)} in px.',
  },
  'prop.textConfig.padding': {
    kinds: TEXTUAL,
    about: 'A number (all sides) or {top, right, bottom, left} in px.',
  },
  'prop.textConfig.background': { kinds: TEXTUAL, about: '{color, radius (px)}.' },
  'prop.textConfig.lineHeight': {
    kinds: ['text'],
    about: 'Line height as a multiple of the font size (when > 0).',
    open: true,
  },
  'prop.shapeInfo': { kinds: ['shape'], about: 'The shape drawn in the box.' },
  'prop.shapeInfo.type': {
    kinds: ['shape'],
    about: 'rect | ellipse (also circle).',
    default: 'rect',
  },
  'prop.shapeInfo.color': {
    kinds: ['shape'],
    about: 'Fill colour.',
    default: 'shape.color, then the layer’s color',
  },
  'prop.shapeInfo.strokeColor': { kinds: ['shape'], about: 'Outline colour.' },
  'prop.shapeInfo.strokeWidth': {
    kinds: ['shape'],
    about: 'Outline width (0 = none).',
    unit: 'px',
    default: '0',
  },
  'prop.shapeInfo.strokeType': {
    kinds: ['shape'],
    about: 'solid | dashed | dotted.',
    default: 'solid',
  },
  'prop.shapeInfo.html': { kinds: KEPT, about: 'Kept, never injected into the page.' },
  'prop.audioPath': {
    kinds: ['audio', 'waveform'],
    about:
      'Audio URL: an audio layer’s sound when it has no path; the sound a waveform layer draws.',
  },
  'prop.clip': { kinds: ['video', 'audio'], about: 'Part of the media played.' },
  'prop.clip.start': {
    kinds: ['video', 'audio'],
    about: 'Where in the media playback begins, at the layer’s start.',
    unit: 'media ms',
    range: '≥ 0',
    default: '0',
  },
  'prop.clip.end': {
    kinds: ['video', 'audio'],
    about: 'Where in the media playback stops (when after start).',
    unit: 'media ms',
    default: 'the media’s end',
  },
  'prop.waveformConfig': { kinds: ['waveform'], about: 'Look of the waveform.' },
  'prop.waveformConfig.color': {
    kinds: ['waveform'],
    about: 'Bar or line colour.',
    default: '#ffffff',
    open: true,
  },
  'prop.waveformConfig.type': {
    kinds: ['waveform'],
    about: 'bar | line.',
    default: 'bar',
    open: true,
  },
  'prop.waveformConfig.barWidth': {
    kinds: ['waveform'],
    about: 'Bar width.',
    unit: 'px',
    range: '≥ 0.5',
    default: '6',
    open: true,
  },
  'prop.waveformConfig.gap': {
    kinds: ['waveform'],
    about: 'Space between bars (also barGap).',
    unit: 'px',
    range: '≥ 0',
    default: '4',
    open: true,
  },
  'prop.waveformConfig.barRadius': {
    kinds: ['waveform'],
    about: 'Corner radius of the bars.',
    unit: 'px',
    range: '≥ 0',
    default: '0',
    open: true,
  },
  'prop.waveformConfig.lineWidth': {
    kinds: ['waveform'],
    about: 'Line thickness (type line).',
    unit: 'px',
    range: '≥ 0.5',
    default: '3',
    open: true,
  },
  'prop.waveformConfig.align': {
    kinds: ['waveform'],
    about: 'center (mirrored) | bottom.',
    default: 'center',
    open: true,
  },
  'prop.word_seq': {
    kinds: ['subtitle'],
    about: 'Timed words when subtitle.word_seq is empty (same fields).',
  },
  'prop.word_seq[].text': { kinds: ['subtitle'], about: 'The word.' },
  'prop.word_seq[].start': {
    kinds: ['subtitle'],
    about: 'When the word starts.',
    unit: 'scene ms',
  },
  'prop.word_seq[].end': { kinds: ['subtitle'], about: 'When the word ends.', unit: 'scene ms' },
  'prop.word_seq[].hide': { kinds: ['subtitle'], about: 'true: not drawn.' },
  'prop.word_seq[].break': {
    kinds: ['subtitle'],
    about: 'Non-empty: a line ends after this word.',
  },
  'prop.word_seq[].key': { kinds: KEPT, about: 'Kept as is.' },
  'prop.animationInfo': { kinds: VISUAL, about: 'Preset animations.' },
  'prop.animationInfo.enter': {
    kinds: VISUAL,
    about: 'Played at the layer’s start: {duration (ms), effectType (a transition name)}.',
  },
  'prop.animationInfo.enter.duration': { kinds: VISUAL, about: 'Length.', unit: 'ms' },
  'prop.animationInfo.enter.effectType': { kinds: VISUAL, about: 'fade, slide-*, zoom-*, wipe-*.' },
  'prop.animationInfo.leave': { kinds: VISUAL, about: 'Played at the layer’s end.' },
  'prop.animationInfo.leave.duration': { kinds: VISUAL, about: 'Length.', unit: 'ms' },
  'prop.animationInfo.leave.effectType': { kinds: VISUAL, about: 'fade, slide-*, zoom-*, wipe-*.' },
  'prop.animationInfo.cycle': { kinds: VISUAL, about: 'Repeated between enter and leave.' },
  'prop.animationInfo.cycle.duration': { kinds: VISUAL, about: 'Length of one cycle.', unit: 'ms' },
  'prop.animationInfo.cycle.effectType': { kinds: VISUAL, about: 'A transition name.' },
  'prop.show_type': {
    kinds: ['person'],
    about:
      'all | circle: circle masks the presenter with prop.meta.show_type_preset.circle (default: the inscribed circle).',
    default: 'all',
  },
  'prop.meta': { kinds: ['person'], about: 'The presenter’s record.' },
  'prop.meta.cover': { kinds: ['person'], about: 'Cover image when person_cover is absent.' },
  'prop.meta.preview_video': {
    kinds: ['person'],
    about: 'Preview video when person_preview_url is absent.',
  },
  'prop.meta.show_type_preset': {
    kinds: ['person'],
    about: 'Masks by show_type, in the preset’s size space.',
  },
  'prop.meta.show_type_preset.all': { kinds: ['person'], about: 'Mask for show_type all.' },
  'prop.meta.show_type_preset.all.size': {
    kinds: ['person'],
    about: 'The space the shape is given in.',
  },
  'prop.meta.show_type_preset.all.size.w': {
    kinds: ['person'],
    about: 'Width of that space.',
    unit: 'px',
  },
  'prop.meta.show_type_preset.all.size.h': {
    kinds: ['person'],
    about: 'Height of that space.',
    unit: 'px',
  },
  'prop.meta.show_type_preset.all.shape': { kinds: ['person'], about: 'The mask shape.' },
  'prop.meta.show_type_preset.all.shape.type': { kinds: ['person'], about: 'rect | ellipse.' },
  'prop.meta.show_type_preset.all.shape.x': {
    kinds: ['person'],
    about: 'Left.',
    unit: 'preset px',
  },
  'prop.meta.show_type_preset.all.shape.y': { kinds: ['person'], about: 'Top.', unit: 'preset px' },
  'prop.meta.show_type_preset.all.shape.w': {
    kinds: ['person'],
    about: 'Width.',
    unit: 'preset px',
  },
  'prop.meta.show_type_preset.all.shape.h': {
    kinds: ['person'],
    about: 'Height.',
    unit: 'preset px',
  },
  'prop.meta.show_type_preset.all.shape.r': {
    kinds: ['person'],
    about: 'Corner radius.',
    unit: 'preset px',
  },
  'prop.meta.show_type_preset.all.shape.color': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.show_type_preset.circle': {
    kinds: ['person'],
    about: 'Mask for show_type circle (same fields as all).',
  },
  'prop.meta.show_type_preset.circle.size': { kinds: ['person'], about: 'As in all.' },
  'prop.meta.show_type_preset.circle.size.w': {
    kinds: ['person'],
    about: 'As in all.',
    unit: 'px',
  },
  'prop.meta.show_type_preset.circle.size.h': {
    kinds: ['person'],
    about: 'As in all.',
    unit: 'px',
  },
  'prop.meta.show_type_preset.circle.shape': { kinds: ['person'], about: 'As in all.' },
  'prop.meta.show_type_preset.circle.shape.type': { kinds: ['person'], about: 'As in all.' },
  'prop.meta.show_type_preset.circle.shape.x': {
    kinds: ['person'],
    about: 'As in all.',
    unit: 'preset px',
  },
  'prop.meta.show_type_preset.circle.shape.y': {
    kinds: ['person'],
    about: 'As in all.',
    unit: 'preset px',
  },
  'prop.meta.show_type_preset.circle.shape.w': {
    kinds: ['person'],
    about: 'As in all.',
    unit: 'preset px',
  },
  'prop.meta.show_type_preset.circle.shape.h': {
    kinds: ['person'],
    about: 'As in all.',
    unit: 'preset px',
  },
  'prop.meta.show_type_preset.circle.shape.r': {
    kinds: ['person'],
    about: 'As in all.',
    unit: 'preset px',
  },
  'prop.meta.show_type_preset.circle.shape.color': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.id': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.name': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.origin_height': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.origin_width': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.person_source': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.playback_type': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.preview_transparent_video': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.sub_type': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.tts_url': { kinds: KEPT, about: 'Kept as is.' },
  'prop.meta.type': { kinds: KEPT, about: 'Kept as is.' },
  'prop.emotion': { kinds: ['person'], about: 'An emotion variant of the presenter.' },
  'prop.emotion.cover': {
    kinds: ['person'],
    about: 'Cover image when neither person_cover nor meta.cover is set.',
  },
  'prop.emotion.preview_video': { kinds: ['person'], about: 'Preview video, the last fallback.' },
  'prop.emotion.id': { kinds: KEPT, about: 'Kept as is.' },
  'prop.emotion.name': { kinds: KEPT, about: 'Kept as is.' },
  'prop.emotion.preview_transparent_video': { kinds: KEPT, about: 'Kept as is.' },
  'prop.bg_transparent': { kinds: KEPT, about: 'Kept as is.' },
  'prop.play_mode': { kinds: KEPT, about: 'Kept as is.' },
  'prop.renderScale': { kinds: KEPT, about: 'Kept as is.' },
  'prop.templateInfo': { kinds: KEPT, about: 'Kept as is.' },
}

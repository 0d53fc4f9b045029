// What each --ps-* variable of @podscene/react's stylesheets sets: the hand-written half of the
// theming page's table (generate-docs.ts reads the names and values from the CSS itself, and
// docs.test.ts fails when a variable is missing here or gone from the CSS).
export const THEME_VARIABLES: Readonly<Record<string, string>> = {
  '--ps-bg': 'Background of the editor (behind the panels).',
  '--ps-panel-bg': 'Background of panels, menus, dialogs and fields.',
  '--ps-canvas-bg': 'Area around the scene canvas.',
  '--ps-border': 'Borders and separators.',
  '--ps-text': 'Text colour.',
  '--ps-text-muted': 'Secondary text: hints, times, labels.',
  '--ps-accent': 'Primary buttons, the selection, active tabs and toggles.',
  '--ps-accent-text': 'Text on the accent colour.',
  '--ps-selected-bg': 'Background of the selected row or item.',
  '--ps-focus': 'Keyboard focus outline.',
  '--ps-danger': 'Errors and destructive actions (alerts, invalid fields).',
  '--ps-radius': 'Corner radius of buttons, fields and panels.',
  '--ps-font': 'Font family of the editor’s UI (not of the scene).',
  '--ps-font-size': 'Base font size of the UI.',
  '--ps-panel-width': 'Width of the layer list and the inspector (the separators resize them).',
  '--ps-timeline-height': 'Height of the timeline.',
  '--ps-timeline-clip': 'Clip colour; set per kind on `.ps-timeline__clip--<kind>`.',
  '--ps-timeline-playhead': 'Playhead line and handle (also the waveform’s playhead).',
  '--ps-timeline-snap': 'Snapping guide while dragging clips.',
  '--ps-waveform-color': 'Peaks of the waveform view.',
  '--ps-waveform-playhead': 'Playhead of the waveform view.',
  '--ps-timeline-size':
    'Height the timeline was resized to (set by the "Resize timeline" separator).',
  '--ps-canvas-toolbar-top':
    'Offset of the canvas toolbar from the top (moves below the top ruler).',
  '--ps-player-text': 'Player: text colour of its controls.',
  '--ps-player-text-muted': 'Player: secondary text (the time).',
  '--ps-player-accent': 'Player: the play button and the seek bar.',
  '--ps-player-accent-text': 'Player: text on the accent colour.',
  '--ps-player-focus': 'Player: keyboard focus outline.',
  '--ps-player-radius': 'Player: corner radius of its controls.',
  '--ps-player-font': 'Player: font family of its controls.',
  '--ps-player-font-size': 'Player: font size of its controls.',
}

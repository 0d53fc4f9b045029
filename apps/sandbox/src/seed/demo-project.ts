import { mediaUrl, sceneAudioMs } from './media.ts'

type Word = { break: string; end: number; hide: boolean; key: string; start: number; text: string }

const sceneScripts = [
  {
    speaker: 'Ava',
    locale: 'en-US',
    text: 'Welcome to Podscene, where every scene is built from tracks and layers.',
  },
  { speaker: 'Lin', locale: 'zh-CN', text: '欢迎收听播客场景演示，每个字都有自己的时间。' },
  {
    speaker: 'Ava',
    locale: 'en-US',
    text: 'Edit the template, preview it, and save it through the open API.',
  },
]

/** Splits a line into timed words (characters for Chinese) spread over `durationMs`. */
function timedWords(sceneIndex: number, text: string, locale: string, durationMs: number): Word[] {
  const pieces = locale.startsWith('zh') ? [...text] : text.split(' ')
  const lead = 200
  const step = Math.floor((durationMs - lead * 2) / pieces.length)
  return pieces.map((piece, i) => ({
    break: i === Math.floor(pieces.length / 2) - 1 ? '\n' : '',
    end: lead + (i + 1) * step - 20,
    hide: false,
    key: `s${sceneIndex}w${i}`,
    start: lead + i * step,
    text: locale.startsWith('zh') || i === pieces.length - 1 ? piece : `${piece} `,
  }))
}

function layer(key: string, type: string, fields: Record<string, unknown>) {
  return { key, type, alpha: 1, r: 0, flip: '', gauss: 0, ...fields }
}

function sceneTracks(origin: string, index: number, words: Word[], durationMs: number) {
  const script = sceneScripts[index]!
  const audio = mediaUrl(origin, `audio/scene-${index}.wav`)
  return [
    {
      index: 0,
      key: `s${index}-background`,
      type: 'image',
      layers: [
        layer(`s${index}-bg`, 'image', {
          x: 0,
          y: 0,
          w: 1920,
          h: 1080,
          fit_mode: 'cover',
          path: mediaUrl(origin, 'images/background-landscape.png'),
          preview_path: mediaUrl(origin, 'images/background-landscape.png'),
          moving_camera: { type: index === 1 ? 'zoom-in' : 'pan-left' },
          timeline: { start: 0, end: 0 },
        }),
      ],
    },
    {
      index: 1,
      key: `s${index}-people`,
      type: 'person',
      layers: (['left', 'right'] as const).map((side) =>
        layer(`s${index}-host-${side}`, 'person', {
          x: side === 'left' ? 200 : 1160,
          y: 220,
          w: 560,
          h: 560,
          radius: '50%',
          fit_mode: 'cover',
          path: mediaUrl(origin, `images/host-${side}.png`),
          person_cover: mediaUrl(origin, `images/host-${side}.png`),
          alpha: (side === 'left') === (script.speaker === 'Ava') ? 1 : 0.6,
          timeline: { start: 0, end: 0 },
        }),
      ),
    },
    {
      index: 2,
      key: `s${index}-waveform`,
      type: 'waveform',
      layers: [
        layer(`s${index}-wave`, 'waveform', {
          x: 660,
          y: 820,
          w: 600,
          h: 110,
          prop: {
            audioPath: audio,
            waveformConfig: { color: '#ffffff', barWidth: 4, barGap: 2, barRadius: 2 },
          },
          timeline: { start: 0, end: durationMs },
        }),
      ],
    },
    {
      index: 3,
      key: `s${index}-title`,
      type: 'text',
      layers: [
        layer(`s${index}-title-text`, 'text', {
          x: 160,
          y: 60,
          w: 1600,
          h: 120,
          prop: {
            textInfo: {
              content: index === 1 ? '播客场景 · 第二幕' : `Podscene demo · part ${index + 1}`,
              color: '#ffffff',
              fontSize: 64,
              fontWeight: 'bold',
              textAlign: 'center',
              fontFamily: 'sans-serif',
            },
          },
          timeline: {
            start: 0,
            end: 0,
            cross: { in: ['fade'], in_time: 400, out: [], out_time: 0 },
            key_frames: [
              { func: 'ease-out', timestamp: 0, properties: { alpha: 0, y: 20 } },
              { func: 'linear', timestamp: 600, properties: { alpha: 1, y: 60 } },
            ],
          },
        }),
      ],
    },
    {
      index: 4,
      key: `s${index}-subtitles`,
      type: 'subtitle',
      layers: [
        layer(`s${index}-subtitle`, 'subtitle', {
          x: 160,
          y: 900,
          w: 1600,
          h: 140,
          subtitle: {
            text: script.text,
            line_size: script.locale.startsWith('zh') ? 14 : 42,
            font_family: {
              name: script.locale.startsWith('zh') ? 'Noto Sans SC' : 'Inter',
              url: '',
            },
            word_seq: words,
            tts_info_index: index,
          },
          prop: { textConfig: { color: '#ffe066', fontSize: 44, align: 'center' } },
          timeline: { start: 0, end: durationMs },
        }),
      ],
    },
    {
      index: 5,
      key: `s${index}-audio`,
      type: 'audio',
      layers: [
        layer(`s${index}-voice`, 'audio', {
          path: audio,
          tts_audio_url: audio,
          volume: 1,
          prop: { audioPath: audio, clip: { start: 0, end: durationMs } },
          timeline: { start: 0, end: durationMs },
        }),
      ],
    },
  ]
}

/** The content of a completed demo project: scenes, subtitles with word timing, people, voices. */
export function demoContent(origin: string) {
  const wordsByScene = sceneScripts.map((script, index) =>
    timedWords(index, script.text, script.locale, sceneAudioMs[index]!),
  )
  const scenes = sceneScripts.map((script, index) => {
    const duration = sceneAudioMs[index]!
    const words = wordsByScene[index]!
    return {
      key: `scene-${index}`,
      duration,
      new_duration: duration,
      script: script.text,
      script_type: 'dialogue',
      bg_color: '#101828',
      emotion_description: index === 1 ? 'warm' : 'upbeat',
      speaker_order: script.speaker === 'Ava' ? 0 : 1,
      speak_person: { id: script.speaker === 'Ava' ? 1 : 2, person_source: 1 },
      tts_voice_id: script.speaker === 'Ava' ? 'voice-ava' : 'voice-lin',
      tts_args: { locale: script.locale, style: 'conversational' },
      audio_script: {
        duration,
        id: index + 1,
        name: `scene-${index}.wav`,
        type: 1,
        url: mediaUrl(origin, `audio/scene-${index}.wav`),
      },
      subtitle_info: [
        { start_time: words[0]!.start, end_time: words.at(-1)!.end, text: script.text },
      ],
      tts_axis: words.map((w) => ({
        startTime: w.start,
        endTime: w.end,
        duration: w.end - w.start,
        wordLen: [...w.text.trim()].length,
        text: w.text,
      })),
      transition: { type: 'fade' },
      placeholder_script: { duration },
      tracks: sceneTracks(origin, index, words, duration),
    }
  })
  return {
    scenes,
    scene_details: scenes.map((scene, index) => ({
      key: scene.key,
      duration: scene.duration,
      script: scene.script,
      speaker: sceneScripts[index]!.speaker,
      tts_path: mediaUrl(origin, `audio/scene-${index}.wav`),
      word_seq: wordsByScene[index],
    })),
    first_subtitle2_layer: scenes[0]!.tracks[4]!.layers[0],
    persons: (['left', 'right'] as const).map((side, i) => ({
      id: i + 1,
      avatar_library_id: 100 + i,
      person_source: 1,
      avatar_type: 'default',
      avatar_url: mediaUrl(origin, `images/host-${side}.png`),
      cover_url: mediaUrl(origin, `images/host-${side}.png`),
      x: side === 'left' ? 200 : 1160,
      y: 220,
      w: 560,
      h: 560,
    })),
    timbres: [
      {
        id: 1,
        name: 'Ava',
        unique_id: 'voice-ava',
        lang: 'en',
        gender: 'female',
        provider: 'sandbox',
        audition_path: mediaUrl(origin, 'audio/scene-0.wav'),
        tags: ['warm'],
        args: [],
        keywords: [],
      },
      {
        id: 2,
        name: 'Lin',
        unique_id: 'voice-lin',
        lang: 'zh',
        gender: 'male',
        provider: 'sandbox',
        audition_path: mediaUrl(origin, 'audio/scene-1.wav'),
        tags: ['calm'],
        args: [],
        keywords: [],
      },
    ],
    timbre_configs: [
      {
        emotion: 'neutral',
        model_id: 'sandbox-tts',
        pitch: 0,
        similarity: 0.8,
        speaker_boost: true,
        stability: 0.5,
        style_exaggeration: 0,
        tts_speed: 1,
        volume: 1,
      },
    ],
    video_duration: sceneAudioMs.reduce((a, b) => a + b, 0),
    text: sceneScripts.map((s) => `${s.speaker}: ${s.text}`).join('\n'),
    language: 'en',
  }
}

/** Valid sample bodies shared by the conformance tests. */
export const background = {
  origin_url: 'https://cdn.example.com/bg.png',
  aspect_ratio: 0,
  avatar_type: 'default',
  typ: 0,
}
export const node = {
  w: 600,
  h: 110,
  prop: { audioPath: 'https://cdn.example.com/a.wav', waveformConfig: { color: '#fff' } },
}
export const scene = {
  tracks: [
    { index: 0, key: 't', type: 'image', layers: [{ key: 'l', type: 'image', x: 1, y: 2 }] },
  ],
}

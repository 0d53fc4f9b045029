import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { Rect, Text } from 'react-konva'
import {
  fr,
  InspectorSectionFrame,
  SceneEditor,
  useEditor,
  type CustomLayerKind,
  type InspectorSectionProps,
  type LayerRendererProps,
} from '@podscene/react'
import { Frame } from './Frame.tsx'
import { podcastTemplate } from './scenes.ts'

/**
 * Embedding `<SceneEditor>`: its strings in another language (`translations`), its parts
 * replaced or hidden (`components`), inspector sections added per kind (`inspectorSections`) and
 * a layer kind of the host's own (`layerKinds`).
 */
const meta = {
  title: 'Editor/Embedding',
  component: SceneEditor,
  decorators: [
    (Story) => (
      <Frame width={1280} height={720}>
        <Story />
      </Frame>
    ),
  ],
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    readOnly: { control: 'boolean' },
    timeline: { control: 'boolean' },
    waveform: { control: 'boolean' },
    translations: { control: false },
    components: { control: false },
    layerKinds: { control: false },
  },
} satisfies Meta<typeof SceneEditor>
export default meta
type Story = StoryObj<typeof meta>

/** The whole editor in French: `translations={fr}` (a complete `Translations` object). */
export const French: Story = {
  args: { defaultValue: podcastTemplate(), translations: fr, waveform: false },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('navigation', { name: 'Panneau des calques' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('treeitem', { name: 'shape lower-third' }))
    await expect(canvas.getByRole('button', { name: 'Masquer shape lower-third' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Insérer' }))
    await expect(canvas.getByRole('menuitem', { name: 'Texte' })).toBeVisible()
  },
}

function HostToolbar() {
  return (
    <div
      role="toolbar"
      aria-label="Host tools"
      style={{
        position: 'absolute',
        top: 8,
        left: 8,
        zIndex: 1,
        padding: 6,
        background: '#fde68a',
      }}
    >
      The host&apos;s own toolbar
    </div>
  )
}

/** A note section for text layers, shown before Geometry. */
function NoteSection({ layer }: InspectorSectionProps) {
  return (
    <InspectorSectionFrame title="Host note">
      <p>Layer {String(layer.key)} is reviewed by the host.</p>
    </InspectorSectionFrame>
  )
}

/**
 * `components`: the layer list hidden (`null`), the canvas toolbar replaced; `inspectorSections`:
 * a section added for text layers, Effects hidden.
 */
export const CustomPanels: Story = {
  args: {
    defaultValue: podcastTemplate(),
    waveform: false,
    components: { LayerList: null, Toolbar: HostToolbar },
    inspectorSections: [
      { id: 'host-note', kinds: ['text'], component: NoteSection, before: 'geometry' },
      { id: 'effects', kinds: '*', component: null },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('toolbar', { name: 'Host tools' })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Layer panel' })).toBeNull()
  },
}

function BadgeRenderer({ layer }: LayerRendererProps) {
  const label = (layer.source as { badge?: { label?: string } }).badge?.label ?? ''
  return (
    <>
      <Rect width={layer.w} height={layer.h} fill="#7c3aed" cornerRadius={layer.h / 2} />
      <Text
        width={layer.w}
        height={layer.h}
        text={label}
        fill="#ffffff"
        fontSize={layer.h * 0.45}
        align="center"
        verticalAlign="middle"
      />
    </>
  )
}

function BadgeSection({ layer, layerKey, disabled }: InspectorSectionProps) {
  const editor = useEditor()
  const label = (layer as { badge?: { label?: string } }).badge?.label ?? ''
  return (
    <InspectorSectionFrame title="Badge">
      <label className="ps-field">
        <span>Badge label</span>
        <input
          key={label}
          defaultValue={label}
          disabled={disabled}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              editor.setLayerField(layerKey, ['badge', 'label'], e.currentTarget.value)
            }
          }}
        />
      </label>
    </InspectorSectionFrame>
  )
}

/** A host's own kind: drawn by its renderer, in the Insert menu with its defaults, its section. */
const badgeKind: CustomLayerKind = {
  type: 'badge',
  label: 'Badge',
  create: (base) => ({ ...base, w: 320, h: 96, badge: { label: 'LIVE' } }),
  renderer: BadgeRenderer,
  inspectorSections: [{ id: 'badge', component: BadgeSection, before: 'geometry' }],
}

/** `layerKinds={[badge]}`: Insert → Badge, then edit its label in its own inspector section. */
export const CustomKind: Story = {
  args: { defaultValue: podcastTemplate(), waveform: false, layerKinds: [badgeKind] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Insert' }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Badge' }))
    const field = await canvas.findByLabelText('Badge label')
    await expect(field).toHaveValue('LIVE')
    await userEvent.clear(field)
    await userEvent.type(field, 'ON AIR{Enter}')
    await waitFor(() => expect(canvas.getByLabelText('Badge label')).toHaveValue('ON AIR'))
  },
}

import Konva from '#konva'
import type { Text } from 'react-konva'

type TextMetrics = ReturnType<Konva.Text['measureSize']>

/**
 * Bumped whenever a font finishes loading (or fails) in the page, or the page's set of faces
 * grows or shrinks (a face added already loaded fires no loading event): text measured before
 * may measure differently now. Listened to lazily, on the first measure (SSR-safe).
 */
let fontGeneration = 0
let listening = false
let faces = -1

function fontsGeneration(): number {
  if (typeof document === 'undefined' || !document.fonts) return fontGeneration
  if (!listening) {
    listening = true
    const bump = () => void fontGeneration++
    document.fonts.addEventListener('loadingdone', bump)
    document.fonts.addEventListener('loadingerror', bump)
  }
  const size = document.fonts.size
  if (size !== faces) {
    faces = size
    fontGeneration++
  }
  return fontGeneration
}

/**
 * TextNode, the Konva text node of text layers: a Konva.Text that draws the same, only cheaper.
 *
 * Konva's Text builds its CSS font string (normalising the family list: split, trim, quote, join)
 * and measures an "M" on a scratch context for its baseline on every draw; with the script
 * fallback families every stack carries, over a hundred text layers that is a visible part of a
 * drag frame. This node keeps the font string until a font attribute changes and the "M" metrics
 * until the font string or the page's fonts change (a font loaded, failed or added), so it draws
 * with the same values Konva would compute (test/render/text-node.test.tsx compares the calls).
 * Only for text without stroke and shadow: Konva sizes a buffer canvas to the shape only for its
 * own classes, so text that may be drawn through one stays a Konva.Text (text-layer.tsx).
 */
function defineTextNode() {
  return class TextNode extends Konva.Text {
    // Konva's constructor measures before these fields are set: undefined until the first use.
    private fontKey?: [unknown, unknown, unknown, unknown]
    private font?: string
    private measured?: { text: string; font: string; fonts: number; metrics: TextMetrics }

    override _getContextFont(): string {
      const a = this.attrs as Record<string, unknown>
      const key = this.fontKey
      if (
        key === undefined ||
        key[0] !== a.fontStyle ||
        key[1] !== a.fontVariant ||
        key[2] !== a.fontSize ||
        key[3] !== a.fontFamily
      ) {
        this.font = super._getContextFont()
        this.fontKey = [a.fontStyle, a.fontVariant, a.fontSize, a.fontFamily]
      }
      return this.font!
    }

    override measureSize(text: string): TextMetrics {
      const font = this._getContextFont()
      const fonts = fontsGeneration()
      const m = this.measured
      if (m && m.text === text && m.font === font && m.fonts === fonts) return { ...m.metrics }
      const metrics = super.measureSize(text)
      this.measured = { text, font, fonts, metrics }
      return { ...metrics }
    }
  }
}

let textNode: typeof Konva.Text | null = null

/**
 * The TextNode class, defined on first use: `#konva` has no Text under the "node" condition
 * (node-stubs/), and nothing is drawn there. Typed as Konva.Text, which it is (a declaration
 * can name no class with private fields).
 */
export function textNodeClass(): typeof Konva.Text {
  return (textNode ??= defineTextNode())
}

/** react-konva creates nodes by their name in the Konva namespace. */
const ELEMENT_NAME = 'PodsceneText'

/**
 * The react-konva element for TextNode (its props and ref are those of <Text>). Call
 * registerTextNode() before rendering it, while rendering rather than at module load (see
 * textNodeClass).
 */
export const TextNodeElement = ELEMENT_NAME as unknown as typeof Text

/** Registers TextNode under TextNodeElement's name (once). */
export function registerTextNode(): void {
  const namespace = Konva as unknown as Record<string, unknown>
  namespace[ELEMENT_NAME] ??= textNodeClass()
}

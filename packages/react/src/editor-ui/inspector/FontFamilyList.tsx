import { FONT_FAMILIES } from './font-families.ts'

/** The `<datalist>` the font family fields suggest from (a typed name is accepted too). */
export function FontFamilyList({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {FONT_FAMILIES.map((family) => (
        <option key={family} value={family} />
      ))}
    </datalist>
  )
}

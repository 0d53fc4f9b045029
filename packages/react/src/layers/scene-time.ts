import { createContext } from 'react'

/** The scene time being drawn, for renderers that follow it between evaluations (video). */
export const SceneTimeContext = createContext(0)

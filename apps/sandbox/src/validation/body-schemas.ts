import {
  AddBackgroundReqSchema,
  ImageTemplateReqSchema,
  UpdateWaveformReqSchema,
  type parseWith,
} from '@podscene/core'
import { apiPrefix } from '../http/faults.ts'

/** The core schema each write's body is checked against, by route (`POST /open/podcast/v1/x`). */
export const bodySchemas = new Map<string, Parameters<typeof parseWith>[0]>([
  [`POST ${apiPrefix}/image_templates`, ImageTemplateReqSchema],
  [`PUT ${apiPrefix}/waveforms`, UpdateWaveformReqSchema],
  [`POST ${apiPrefix}/backgrounds`, AddBackgroundReqSchema],
])

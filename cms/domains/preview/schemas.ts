import { z } from 'zod'

/** What the admin's live preview sends as the editor is typed in: the whole form's current values. */
export const liveDataBody = z.object({ data: z.record(z.string(), z.unknown()) })

import { z } from 'zod'
import { findMessages, loginMessages } from './messages'

export const loginBody = z
  .object({
    login_id: z.string(loginMessages.idRequired).trim().max(50, loginMessages.badCredentials).optional(),
    // A find-ID result stands in for the id it hides, so the full id never reaches the browser.
    login_ref: z.string(findMessages.refExpired).max(1000, findMessages.refExpired).optional(),
    password: z.string(loginMessages.passwordRequired).min(1, loginMessages.passwordRequired).max(100, loginMessages.badCredentials),
    autoLogin: z.boolean().optional().default(false),
  })
  .refine((body) => body.login_id || body.login_ref, { message: loginMessages.idRequired })

export type LoginInput = z.infer<typeof loginBody>

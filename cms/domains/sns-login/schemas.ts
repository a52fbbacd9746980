import { z } from 'zod'
import { optionValues, socialProviders } from '../../../contract/account-options'
import { isSameSitePath } from '../../../contract/account-rules'
import { snsMessages } from './messages'

export const providerParam = z.enum(optionValues(socialProviders), snsMessages.unknownProvider)

/** Only a path on this site may follow a sign-in, so the flow cannot bounce visitors elsewhere. */
const sameSitePath = z.string(snsMessages.badRedirect).max(500, snsMessages.badRedirect).refine(isSameSitePath, snsMessages.badRedirect)

export const authorizeQuery = z.object({
  mode: z.enum(['login', 'link'], snsMessages.badMode).default('login'),
  redirect: sameSitePath.default('/'),
})

export const callbackBody = z.object({
  code: z.string(snsMessages.codeRequired).max(2000, snsMessages.codeRequired).optional(),
  state: z.string(snsMessages.stateMismatch).max(500, snsMessages.stateMismatch).optional(),
  error: z.string().max(200).optional(),
})

export type AuthorizeInput = z.infer<typeof authorizeQuery>
export type CallbackInput = z.infer<typeof callbackBody>

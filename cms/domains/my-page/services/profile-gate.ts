import type { PayloadRequest } from 'payload'
import { mypageMessages } from '../messages'
import type { ProfileGateData } from '../../../../contract/auth'
import { AppError } from '../../../platform/http/errors'
import { readSignedValue, signValue } from '../../../platform/security/signed-value'
import type { User } from '../../../payload-types'

const KIND = 'profile-gate'
/** How long one password check opens the profile (spec §2: the profile asks again after a while). */
export const PROFILE_GATE_SECONDS = 10 * 60
export const PROFILE_TOKEN_HEADER = 'x-profile-token'

export const issueProfileGate = (userId: number): ProfileGateData => ({
  profileToken: signValue(KIND, { userId }, PROFILE_GATE_SECONDS),
  expiresAt: new Date(Date.now() + PROFILE_GATE_SECONDS * 1000).toISOString(),
})

/** The profile and its changes need a recent password check by this very member. */
export const requireProfileGate = (req: PayloadRequest, user: User) => {
  const gate = readSignedValue<{ userId: number }>(KIND, req.headers.get(PROFILE_TOKEN_HEADER))
  if (gate?.userId !== user.id) throw new AppError(403, mypageMessages.profileGateRequired)
}

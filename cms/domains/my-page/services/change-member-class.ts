import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { memberClasses, optionValues } from '../../../../contract/account-options'
import type { User } from '../../../payload-types'
import { AppError } from '../../../platform/http/errors'
import { updateUser } from '../../account'
import { companyIdOf } from '../../companies'
import { mypageMessages } from '../messages'

export const memberClassBody = z.object({ memberClass: z.enum(optionValues(memberClasses), { error: mypageMessages.memberClassRequired }) })

/**
 * PATCH /api/v1/mypage/member-class: the member changes class (docs/decisions.md "회원 유형별 신청
 * 범위"). Becoming 기업회원 opens registering or joining a company; leaving it needs leaving the company
 * first, so no company keeps a member who is no longer a 기업회원.
 */
export const changeMemberClass = async (req: PayloadRequest, user: User, { memberClass }: z.infer<typeof memberClassBody>): Promise<User> => {
  if (memberClass === user.memberClass) return user
  if (user.memberClass === 'company' && companyIdOf(user) !== null) throw new AppError(409, mypageMessages.leaveCompanyFirst)
  return (await updateUser(req, user.id, { memberClass })) as User
}

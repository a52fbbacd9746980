import { z } from 'zod'
import { termsCodeList } from '../../../contract/terms'
import { pagingQuery } from '../../platform/http/paging'
import { plainInteger } from '../../platform/http/plain-integer'

export const termsListQuery = pagingQuery.extend({
  code: z.enum(termsCodeList, { error: '약관 구분은 use, privacy, email 가운데 하나여야 합니다.' }).optional(),
})

export const termsVersionQuery = z.object({
  version: plainInteger(
    z.number({ error: '잘못된 약관 판 번호입니다.' }).int({ error: '잘못된 약관 판 번호입니다.' }).positive({ error: '잘못된 약관 판 번호입니다.' }),
  ).optional(),
})

import { z } from 'zod'

/** `GET /api/v1/site/head?path=/infoPlaza/notice`: the page whose head additions are asked for. */
export const siteHeadQuery = z.object({
  path: z
    .string({ error: '화면 경로(path)를 알려 주세요.' })
    .max(300, { error: '화면 경로가 너무 깁니다.' })
    .regex(/^\/[^?#]*$/, { error: '화면 경로는 /로 시작하는 주소의 경로 부분이어야 합니다(예: /infoPlaza/notice).' }),
})

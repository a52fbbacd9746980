import type { Endpoint } from 'payload'
import { authEndpoints } from './auth'
import { boardEndpoints } from './boards'
import { educationEndpoints } from './education'
import { mainEndpoints } from './main'
import { mypageEndpoints } from './mypage'
import { notFoundEndpoints } from './not-found'
import { postEndpoints } from './posts'

export const v1Endpoints: Endpoint[] = [
  ...authEndpoints,
  ...mainEndpoints,
  ...boardEndpoints,
  ...postEndpoints,
  ...educationEndpoints,
  ...mypageEndpoints,
  ...notFoundEndpoints,
]

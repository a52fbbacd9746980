import type { Endpoint } from 'payload'
import { authEndpoints } from './auth'
import { boardEndpoints } from './boards'
import { educationEndpoints } from './education'
import { mainEndpoints } from './main'
import { notFoundEndpoints } from './not-found'
import { postEndpoints } from './posts'
import { snsEndpoints } from './sns'

export const v1Endpoints: Endpoint[] = [
  ...authEndpoints,
  ...snsEndpoints,
  ...mainEndpoints,
  ...boardEndpoints,
  ...postEndpoints,
  ...educationEndpoints,
  ...notFoundEndpoints,
]

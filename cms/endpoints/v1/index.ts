import type { Endpoint } from 'payload'
import { authEndpoints } from './auth'
import { boardEndpoints } from './boards'
import { educationEndpoints } from './education'
import { findAccountEndpoints } from './find-account'
import { mainEndpoints } from './main'
import { notFoundEndpoints } from './not-found'
import { postEndpoints } from './posts'

export const v1Endpoints: Endpoint[] = [
  ...authEndpoints,
  ...findAccountEndpoints,
  ...mainEndpoints,
  ...boardEndpoints,
  ...postEndpoints,
  ...educationEndpoints,
  ...notFoundEndpoints,
]

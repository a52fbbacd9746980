import type { CollectionConfig } from 'payload'
import { nobody } from '../../../platform/access/nobody'
import { notShownToGuests } from '../../../platform/data/content-version'

/**
 * The `state` of every social sign-in callback that went through, kept until the state would have
 * expired anyway. The UNIQUE hash makes a state single-use on the server, also across processes: a
 * replayed callback (state and signed cookie copied) fails on the insert. Only the callback writes here.
 */
export const UsedOAuthStates: CollectionConfig = {
  slug: 'used-oauth-states',
  // Nothing a public page shows: a change here keeps the server-rendered pages.
  custom: notShownToGuests,
  labels: { singular: '사용된 간편 로그인 요청', plural: '사용된 간편 로그인 요청' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'stateHash', type: 'text', required: true, unique: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}

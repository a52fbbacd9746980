import type { CollectionBeforeChangeHook } from 'payload'

/** A post without an explicit author is signed with the name of the staff member saving it. */
export const fillAuthor: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!data.author && req.user && 'name' in req.user) {
    return { ...data, author: req.user.name }
  }
  return data
}

import type { MyPageSummary } from '@contract/auth'
import type { CollaborationContact } from '@contract/member-boards'

/**
 * The contact every application form starts from: the member's profile (affiliation, name, phone,
 * e-mail). The form may change it for one application; the profile stays as it is.
 */
export const contactFromProfile = (profile: MyPageSummary): CollaborationContact => ({
  company: profile.affiliation ?? '',
  contactName: profile.user_nm,
  phone: profile.phone ?? '',
  email: profile.email,
})

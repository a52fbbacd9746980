import { seedPassword, seedUsernames } from '../../seed/data/accounts'

/** Demo accounts created by the seed (see README); tests log in with these. */
export const staffLogin = { username: seedUsernames.staff, password: seedPassword }
export const memberLogin = { username: seedUsernames.member1, password: seedPassword }

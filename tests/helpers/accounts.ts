/** Development accounts the demo seed creates (see README); the password can be overridden. */
export const seedPassword = process.env.SEED_PASSWORD ?? 'portal1234!'
export const staffLogin = { username: 'staff', password: seedPassword }
export const memberLogin = { username: 'member1', password: seedPassword }

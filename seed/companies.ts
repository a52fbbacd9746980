import type { User } from '../cms/payload-types'
import { systemAccess } from '../cms/platform/access/system-access'
import { activitySources } from '../cms/domains/companies'
import { seedPassword } from './data/accounts'
import { seedAccountCompanies, seedCompanies, seedCompanyMembers } from './data/companies'
import { type SeedContext, track } from './lib/context'

/**
 * A dozen companies, member1 and member2 as the 관리자 of theirs, and a few colleagues. Returns the
 * company ids by key (seed/data/companies.ts) for what else the seed attaches to companies.
 */
export const seedCompanyData = async (ctx: SeedContext, users: Map<string, User>) => {
  const { payload } = ctx
  const ids = new Map<string, number>()
  for (const { key, ...company } of seedCompanies) {
    const doc = await payload.create({ collection: 'companies', data: company, ...systemAccess('seed') })
    ids.set(key, track(ctx, 'companies', doc).id)
  }
  const joinedAt = ctx.now.toISOString()
  for (const [username, key] of Object.entries(seedAccountCompanies)) {
    const user = users.get(username)!
    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: { company: ids.get(key)!, companyRole: 'manager', companyJoinedAt: joinedAt },
      ...systemAccess('seed'),
    })
    users.set(username, updated)
  }
  for (const member of seedCompanyMembers) {
    const company = seedCompanies.find((each) => each.key === member.company)!
    const user = await payload.create({
      collection: 'users',
      data: {
        username: member.username,
        email: member.email,
        name: member.name,
        phone: member.phone,
        password: seedPassword,
        memberClass: 'company',
        affiliationType: 'company',
        affiliation: company.name,
        role: 'member',
        status: 'active',
        company: ids.get(member.company)!,
        companyRole: member.role,
        companyJoinedAt: joinedAt,
      },
      ...systemAccess('seed'),
    })
    users.set(member.username, track(ctx, 'users', user))
  }
  payload.logger.info(`기업 ${seedCompanies.length}곳, 기업 구성원 ${Object.keys(seedAccountCompanies).length + seedCompanyMembers.length}명 생성`)
  return ids
}

/** What the seeded members filed carries their company, as the portal stamps it at filing. */
export const stampSeededFilings = async (ctx: SeedContext, users: Map<string, User>) => {
  for (const user of users.values()) {
    const companyId = typeof user.company === 'object' ? user.company?.id : user.company
    if (!companyId) continue
    for (const { collection, field } of activitySources) {
      await ctx.payload.update({ collection, where: { member: { equals: user.id } }, data: { [field]: companyId }, ...systemAccess('seed') })
    }
  }
}

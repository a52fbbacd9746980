import type { PayloadRequest } from 'payload'
import { advisoryFields } from '../../../../contract/applications'
import { labelOf } from '../../../../contract/equipment-options'
import type { MatchResult } from '../../../../contract/tech-transfer'
import type { AdvisoryExpert, User } from '../../../payload-types'
import { published, publishedAnd } from '../../../platform/data/published'
import { readPage } from '../../../platform/data/read-page'
import { technologyCards } from './list-technologies'
import { memberProfile } from './match-profile'
import { scoreExpert, scoreTechnology, topMatches } from './match-score'
import { technologyCardColumns } from './technology-columns'

export const MATCH_LIMIT = 6

/** The whole catalogue is a few hundred technologies at most; every available one is scored. */
const POOL = 1000

/** The available technologies, most popular first, so a tie in score goes to the one companies ask about more. */
export const availableTechnologies = async (req: PayloadRequest) => {
  const { rows } = await readPage(req, {
    collection: 'technologies',
    ...technologyCardColumns,
    where: publishedAnd({ availability: { equals: 'available' } }),
    sort: ['-popularity', '-id'],
    page: 1,
    limit: POOL,
    withTotal: false,
  })
  return technologyCards(rows)
}

/**
 * GET /api/v1/tech-transfer/matches: the technologies and experts that best fit the member's company
 * (or the member alone), by the transparent score of match-score.ts, each with its reason.
 */
export const findMatches = async (req: PayloadRequest, user: User): Promise<MatchResult> => {
  const [{ companyName, asked, profile }, technologies, experts] = await Promise.all([
    memberProfile(req, user),
    availableTechnologies(req),
    req.payload.find({
      collection: 'advisory-experts',
      where: published,
      sort: ['sortOrder', 'name'],
      select: { name: true, department: true, position: true, field: true, expertise: true },
      limit: POOL,
      depth: 0,
      draft: false,
      overrideAccess: false,
      user,
      req,
    }),
  ])
  const unasked = technologies.filter((technology) => !asked.has(technology.id))
  return {
    companyName,
    basis: profile.basis,
    technologies: topMatches(unasked, (technology) => scoreTechnology(profile, technology), MATCH_LIMIT).map(({ item, score, reason }) => ({
      technology: item,
      score,
      reason,
    })),
    experts: topMatches(experts.docs as AdvisoryExpert[], (expert) => scoreExpert(profile, expert), MATCH_LIMIT).map(({ item, score, reason }) => ({
      expert: {
        id: item.id,
        name: item.name,
        department: item.department,
        position: item.position,
        fieldLabel: labelOf(advisoryFields, item.field),
        expertise: item.expertise,
      },
      score,
      reason,
    })),
  }
}

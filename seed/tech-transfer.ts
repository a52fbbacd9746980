import { advisoryFields } from '../contract/applications'
import { labelOf } from '../contract/equipment-options'
import { transferTypes } from '../contract/tech-transfer'
import { systemAccess } from '../cms/platform/access/system-access'
import { type SeedTechnology, technologies } from './data/technologies'
import { type SeedContext, track } from './lib/context'
import { kstDaysAgo } from './lib/dates'
import { richText } from './lib/rich-text'
import { technologyPdf } from './lib/technology-pdf'

const seed = systemAccess('seed')

/** The clause in force when the demo starts; staff change it (and its version) in the admin. */
export const seedNda = {
  version: '2026-1',
  text: [
    '1. 귀사는 이 기술의 상세 자료에서 알게 된 정보를 기술이전 검토 목적에만 사용합니다.',
    '2. 산학협력단의 서면 동의 없이 제3자에게 공개하거나 복제·배포하지 않습니다.',
    '3. 이 의무는 자료를 받은 날부터 3년간 유지되며, 이미 공개된 정보에는 적용되지 않습니다.',
    '4. 동의 기록(회원, 기업, 기술, 조항 버전, 일시)은 산학협력단이 보관합니다.',
  ].join('\n'),
}

const uploadPdf = async (ctx: SeedContext, kind: 'summary' | 'detail', name: string, data: Buffer) => {
  const doc = await ctx.payload.create({
    collection: 'technology-documents',
    data: { kind },
    file: { data, mimetype: 'application/pdf', name, size: data.length },
    ...seed,
  })
  return track(ctx, 'technology-documents', doc).id
}

const facts = (technology: SeedTechnology): [string, string][] => [
  ['기술 분야', labelOf(advisoryFields, technology.field)],
  ['기술성숙도', `TRL ${technology.trl}`],
  ['희망 이전 형태', technology.transferTypes.map((type) => labelOf(transferTypes, type)).join(', ')],
  ['특허', technology.patents.map((patent) => patent.number).join(', ') || '노하우'],
  ['발명자', technology.inventors.map((inventor) => `${inventor.name}(${inventor.department})`).join(', ')],
]

/**
 * The catalogue: every technology published with its public summary PDF, some with a detailed
 * document behind the NDA, inventors linked to the advisory experts of the same name.
 */
export const seedTechTransfer = async (ctx: SeedContext) => {
  const { payload, now } = ctx
  await payload.updateGlobal({ slug: 'technology-nda', data: seedNda, ...seed })
  const experts = await payload.find({ collection: 'advisory-experts', pagination: false, depth: 0, select: { name: true }, ...seed })
  const expertOf = new Map(experts.docs.map((expert) => [expert.name, expert.id]))
  for (const [index, technology] of technologies.entries()) {
    const number = String(index + 1).padStart(2, '0')
    const summaryDocument = await uploadPdf(
      ctx,
      'summary',
      `기술요약서-${number}.pdf`,
      await technologyPdf({
        heading: '기술 요약서',
        title: technology.title,
        facts: facts(technology),
        paragraphs: [technology.summary, ...technology.overview],
      }),
    )
    const detailDocument = technology.detail
      ? await uploadPdf(
          ctx,
          'detail',
          `기술상세자료-${number}.pdf`,
          await technologyPdf({
            heading: '기술 상세 자료 (대외비)',
            title: technology.title,
            facts: facts(technology),
            paragraphs: [...technology.overview, `적용 분야: ${technology.applications}`, `기대 효과: ${technology.effects}`],
          }),
        )
      : null
    const { licensed, detail: _detail, daysAgo, overview, inventors, views, ...fields } = technology
    const doc = await payload.create({
      collection: 'technologies',
      data: {
        ...fields,
        overview: richText(overview),
        availability: licensed ? 'licensed' : 'available',
        inventors: inventors.map((inventor) => ({ ...inventor, expert: expertOf.get(inventor.name) ?? null })),
        summaryDocument,
        detailDocument,
        views,
        publishedAt: kstDaysAgo(now, daysAgo, 10, index % 60),
        _status: 'published',
      },
      ...seed,
    })
    track(ctx, 'technologies', doc)
  }
  const licensedCount = technologies.filter((technology) => technology.licensed).length
  payload.logger.info(`보유기술 ${technologies.length}건 생성 (이전 완료 ${licensedCount}, 상세 자료 ${technologies.filter((t) => t.detail).length})`)
}

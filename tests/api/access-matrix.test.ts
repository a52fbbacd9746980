import crypto from 'node:crypto'
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignInData } from '../../contract/auth'
import { retentionRules, type ConsentOverview } from '../../contract/privacy'
import { withDownloadReason } from '../../contract/access-log'
import { buildPdf } from '../../seed/lib/documents'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import {
  adminOnly,
  type Caller,
  callers,
  expectNoSuchMutation,
  expectRefusedGraphQL,
  graphql,
  type GraphQLNames,
  graphqlOps,
  nobody,
  per,
  refusedStatuses,
  rest,
  restUpload,
  type Row,
  type Sees,
  staffAndAdmin,
  visibleIds,
} from '../helpers/access-matrix'
import { bearer, portalUrl, requestJson, v1 } from '../helpers/api'
import { advisoryInput, filedAdvisory } from '../helpers/applications'
import { appliedToCourse, courseDetail, courseInput, createCourse } from '../helpers/education'
import { createEvent, eventDetail, registered, registrationInput } from '../helpers/events'
import { answersTo, answerSurvey, completedCourse, createSurvey } from '../helpers/surveys'
import { uploaded } from '../helpers/member-boards'
import { createCall, proposalInput, propose } from '../helpers/projects'
import { createTechnology, fileTransfer, transferInput } from '../helpers/tech-transfer-requests'
import { applyFamily, familyInput } from '../helpers/family'
import { lexical } from '../helpers/content'
import { book, cancel, createTestEquipment, staffToken, workingDay } from '../helpers/equipment'
import { weekdayOf } from '../../cms/platform/time/kst'
import { mailJobTo, mailThatBounces } from '../helpers/mail-jobs'
import { mailsTo, sixDigitCode } from '../helpers/mailbox'
import { confirmPhoneCode, phoneCodeTo, profileHeaders, sendPhoneCode } from '../helpers/phone'
import { deliverNotifications } from '../helpers/notifications'
import { adminLogin, createCompanyMember, createMember, type TestMember } from '../helpers/members'
import { backdate, daysAgo, waitForValue } from '../helpers/backdate'
import { uniqueBusinessNumber } from '../helpers/business-number'
import { signInVia } from '../helpers/sns-flow'

/** Everything this run makes carries the marker, so lists can be searched for exactly these rows. */
const run = `am${Date.now().toString(36)}`
let markerCount = 0
const marker = () => `${run}-${++markerCount}`

type Role = 'member' | 'staff' | 'admin'

/** Whether a write goes through: for users, staff may change member accounts only. */
type May = boolean | 'members'
const allows = (may: May, targetRole: Role | undefined) => may === true || (may === 'members' && targetRole === 'member')

/** How a row's test data comes about; built once the callers have signed in. */
type Kit = {
  /** The rows the read cells look for, made once. */
  rows: () => Promise<Row[]>
  /** A row to change or delete; `fresh` when the attempt is expected to succeed and so uses it up. */
  target: (fresh: boolean, role?: Role) => Promise<number | string>
  createData: () => Promise<Record<string, unknown>>
}

type V1Read = {
  path: string | ((id: number | string) => string)
  /** requireMember endpoints answer a guest 401 before anything else. */
  membersOnly?: boolean
  sees: Record<Caller, Sees>
  ids?: (data: unknown, rows: Row[]) => (number | string)[]
  /** What a detail answers for a row the caller may not read (404 unless the portal says why, e.g. 403 for a secret post). */
  refusal?: number
}

type MatrixRow = {
  slug: CollectionSlug
  graphql: GraphQLNames & { mutations?: false }
  read: Record<Caller, Sees>
  create: Record<Caller, boolean>
  update: Record<Caller, May>
  delete: Record<Caller, boolean>
  /** Named changes for the update cells; most collections need one. */
  changes: Record<string, () => Record<string, unknown>>
  /** users: the update cells run against an account of each role. */
  targetRoles?: Role[]
  /** Upload collections are created multipart; GraphQL has no way to send the file. */
  upload?: () => { file: Blob; filename: string }
  /** For rows no caller may read: a check through the portal that the refused writes left them alone. */
  intact?: () => Promise<void>
  /** GraphQL wants every required field, and select values by their enum names. */
  forGraphQL?: (data: Record<string, unknown>) => Record<string, unknown>
  kit: () => Kit
  v1?: V1Read[]
}

const publishedOrStaff = per<Sees>('published', 'published', 'all', 'all')
const ownOrStaff = per<Sees>('none', 'own', 'all', 'all')
const everyone = per<Sees>('all', 'all', 'all', 'all')
const publishedToAll = per<Sees>('published', 'published', 'published', 'published')
const nobodySees = per<Sees>('none', 'none', 'none', 'none')
const staffSees = per<Sees>('none', 'none', 'all', 'all')
const adminSees = per<Sees>('none', 'none', 'none', 'all')
const ownForSignedIn = per<Sees>('none', 'own', 'own', 'own')

/** A members-only list of the caller's own rows, whose items name each row by `key`. */
const ownList = (path: string, key: string): V1Read => ({
  path,
  membersOnly: true,
  sees: ownForSignedIn,
  ids: (data) => (data as { list: Record<string, number>[] }).list.map((item) => item[key]!),
})

const tokens = {} as Record<Caller, string | null>
const userIds = {} as Record<Caller | 'other', number>
const runMembers = {} as Record<'member' | 'other', TestMember & { companyId: number }>
let otherToken: string
let mediaId: number
let goodsTypeId: number
let seededAttractionId: number
let touristTypeId: number

/** Rows the admin removes after the run; collections nobody may delete clean up in their own way. */
const made: { slug: string; id: number }[] = []
const afterRun: (() => Promise<unknown>)[] = []

const admin = () => tokens.admin!

const adminCreate = async (slug: string, data: Record<string, unknown>, query = '') => {
  const { httpStatus, body } = await rest<{ doc?: { id: number } }>(admin(), `/${slug}${query}`, { method: 'POST', body: JSON.stringify(data) })
  if (httpStatus !== 201 || !body.doc) throw new Error(`admin could not create ${slug}: ${httpStatus} ${JSON.stringify(body)}`)
  made.push({ slug, id: body.doc.id })
  return body.doc.id
}

const adminUpload = async (slug: string, { file, filename }: { file: Blob; filename: string }, fields: Record<string, unknown>) => {
  const { httpStatus, body } = await restUpload(admin(), slug, file, filename, fields)
  if (httpStatus !== 201 || !body.doc) throw new Error(`admin could not upload to ${slug}: ${httpStatus} ${JSON.stringify(body)}`)
  made.push({ slug, id: body.doc.id })
  return body.doc.id
}

/** What the admin sees of a row; a refused write must leave it exactly so. */
const snapshot = async (slug: string, id: number | string) => {
  const { httpStatus, body } = await rest(admin(), `/${slug}/${id}?depth=0`)
  return { httpStatus, body }
}

/** The newest row of `slug` whose `field` is `value`, as the admin finds it. */
const adminFindOne = async (slug: string, field: string, value: string | number) => {
  const { body } = await rest<{ docs: { id: number }[] }>(
    admin(),
    `/${slug}?where[${field}][equals]=${encodeURIComponent(value)}&sort=-createdAt&limit=1&depth=0`,
  )
  const id = body.docs[0]?.id
  if (!id) throw new Error(`no ${slug} row with ${field} = ${value}`)
  return id
}

/** Keeps one row per key for the refused attempts, which must not use it up. */
const reusable = (make: (role?: Role) => Promise<number>) => {
  const shared = new Map<string, Promise<number>>()
  return (fresh: boolean, role?: Role) => {
    if (fresh) return make(role)
    const key = role ?? ''
    if (!shared.has(key)) shared.set(key, make(role))
    return shared.get(key)!
  }
}

const png = () => ({
  file: new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')], {
    type: 'image/png',
  }),
  filename: `${marker()}.png`,
})

const pdf = () => ({
  file: new Blob([new Uint8Array(buildPdf({ title: 'Matrix', lines: ['access matrix'] }))], { type: 'application/pdf' }),
  filename: `${marker()}.pdf`,
})

/** A technology as staff write it in the admin, with every field GraphQL requires. */
const technologyData = (title: string) => ({
  title,
  summary: '접근 검사',
  field: 'ict',
  overview: lexical('본문'),
  applications: '접근 검사',
  effects: '접근 검사',
  trl: 3,
  transferTypes: ['nonExclusive'],
  availability: 'available',
  publishedAt: new Date().toISOString(),
})

/** Seeded 경영·디자인 and 화학·바이오 technologies, far from the one the catalogue's own test counts views of. */
let catalogue: Promise<number[]> | undefined
const catalogueIds = () =>
  (catalogue ??= v1<{ list: { id: number }[] }>('/tech-transfer/technologies?field=business,bio&pageSize=48').then(({ body }) =>
    body.data!.list.map((tech) => tech.id),
  ))

/** Each call: the run's member opens another technology, which leaves one `technology-views` row. */
let viewed = 0
const viewedTechnology = async () => {
  const technology = (await catalogueIds())[viewed++]!
  await v1(`/tech-transfer/technologies/${technology}`, { headers: { Authorization: `Bearer ${tokens.member}` } })
  const { body } = await rest<{ docs: { id: number }[] }>(
    admin(),
    `/technology-views?where[technology][equals]=${technology}&where[member][equals]=${userIds.member}&limit=1&depth=0`,
  )
  return body.docs[0]!.id
}

/** A seeded technology with a detailed document behind the NDA. */
const technologyWithDetail = async () => {
  const { body } = await v1<{ list: { id: number }[] }>(`/tech-transfer/technologies?searchKeyword=${encodeURIComponent('SiC 전력반도체')}`)
  return body.data!.list[0]!.id
}

/** The member agrees to the NDA version the page shows (read again if another file changed it meanwhile). */
const agreedNda = async (token: string, technology: number) => {
  const headers = { Authorization: `Bearer ${token}` }
  for (let attempt = 0; attempt < 3; attempt++) {
    const page = await v1<{ nda: { version: string } }>(`/tech-transfer/technologies/${technology}`, { headers })
    const answer = await v1(`/tech-transfer/technologies/${technology}/nda`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: page.body.data!.nda.version, agree: true }),
    })
    if (answer.httpStatus === 200) break
  }
  const { body } = await rest<{ docs: { id: number }[] }>(
    token,
    `/technology-nda-agreements?where[technology][equals]=${technology}&sort=-agreedAt&limit=1&depth=0`,
  )
  return body.docs[0]!.id
}

/** Collections with drafts: one published row and one draft, made by the admin. */
const versionedKit = (slug: string, data: (title: string) => Record<string, unknown>): Kit => {
  const make = (status: 'published' | 'draft') => adminCreate(slug, { ...data(marker()), _status: status }, status === 'draft' ? '?draft=true' : '')
  return {
    rows: async () => [
      { id: await make('published'), published: true },
      { id: await make('draft'), published: false },
    ],
    target: reusable(() => make('published')),
    createData: async () => ({ ...data(marker()), _status: 'published' }),
  }
}

const boardKit = (slug: string, extra: () => Record<string, unknown> = () => ({})) =>
  versionedKit(slug, (title) => ({ title, category: categoryOf[slug], content: lexical('본문'), publishedAt: new Date().toISOString(), ...extra() }))

const categoryOf: Record<string, string> = {
  notices: 'general',
  news: 'press',
  faqs: 'member',
  references: 'form',
  'sharing-programs': 'research',
  'esg-posts': 'news',
  'lifelong-posts': 'recruit',
  'center-activities': 'visit',
}

const newTitle = { title: () => ({ title: marker() }) }

let holidayCount = 0
const farHoliday = () => new Date(Date.UTC(2090, 0, 1 + holidayCount++)).toISOString().slice(0, 10)

/** Signs in like the portal does, so each sign-in also leaves its refresh-tokens row. */
const portalSignIn = async (username: string, password = seedPassword) => {
  const { httpStatus, body } = await v1<SignInData>('/auth/login', { method: 'POST', body: JSON.stringify({ login_id: username, password }) })
  if (httpStatus !== 200 || !body.data) throw new Error(`portal sign-in of ${username} failed: ${httpStatus}`)
  return body.data.accessToken
}

const meId = async (token: string) => (await rest<{ user: { id: number } }>(token, '/users/me')).body.user.id

/** An account of the given role made by the admin, so a test may change or lock it freely. */
const createAccount = async (role: Role) => {
  const username = `am${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`
  const id = await adminCreate('users', {
    username,
    email: `${username}@example.com`,
    password: seedPassword,
    name: '접근검사',
    memberClass: 'general',
    role,
    status: 'active',
  })
  return { id, username }
}

/** A member of its own, removed after the run. */
const throwawayMember = async (prefix: string) => {
  const member = await createMember(prefix)
  made.push({ slug: 'users', id: member.id })
  return member
}

/** Links a new Kakao identity to the member through the e-mail the stand-in reports as verified. */
const linkKakao = async (userId: number, email: string) => {
  const { httpStatus } = await signInVia('kakao', { sub: String(crypto.randomInt(1_000_000_000, 9_999_999_999)), email, name: '연결검사', emailVerified: true })
  if (httpStatus !== 200) throw new Error(`linking kakao for user ${userId} failed: ${httpStatus}`)
  return adminFindOne('social-accounts', 'user', userId)
}

const bookingOf = (equipmentId: number, date: string, start: string, applicantName: string, email: string) => ({
  equipmentId,
  date,
  slots: [start],
  usageMode: 'self' as const,
  purpose: '접근 검사',
  applicantName,
  organisation: '새솔대학교',
  phone: '010-3456-7890',
  email,
})

/** One booking of each member on equipment of the run's own; the owners cancel them afterwards. */
const reservationFixture = async () => {
  const equipmentId = await createTestEquipment()
  const date = workingDay(7)
  const mine = await book<{ id: number }>(tokens.member!, bookingOf(equipmentId, date, '10:00', '김민준', 'member1@example.com'))
  const theirs = await book<{ id: number }>(otherToken, bookingOf(equipmentId, date, '11:00', '최서연', 'member2@example.com'))
  if (!mine.body.data || !theirs.body.data) throw new Error(`booking failed: ${mine.httpStatus} ${theirs.httpStatus}`)
  const ids = { equipmentId, date, mine: mine.body.data.id, theirs: theirs.body.data.id }
  afterRun.push(
    () => cancel(tokens.member!, ids.mine),
    () => cancel(otherToken, ids.theirs),
  )
  return ids
}
let reservations: ReturnType<typeof reservationFixture> | undefined
const bookedReservations = () => (reservations ??= reservationFixture())

/** The booking form a wait keeps, for the rows written directly. */
const waitRequest = {
  usageMode: 'self',
  purpose: '직접 생성',
  applicantName: '최서연',
  organisation: '새솔대학교',
  phone: '010-3456-7890',
  email: 'member2@example.com',
}

/** Each member waits for the slot the other one booked; the bookings' cancellation after the run offers them. */
let waits: Promise<{ mine: number; theirs: number }> | undefined
const waitRows = () =>
  (waits ??= (async () => {
    const { equipmentId, date } = await bookedReservations()
    const waitFor = async (token: string, start: string, applicantName: string, email: string) => {
      const { httpStatus, body } = await v1<{ id: number }>('/equipment/waitlist', {
        method: 'POST',
        headers: { Authorization: `JWT ${token}` },
        body: JSON.stringify(bookingOf(equipmentId, date, start, applicantName, email)),
      })
      if (httpStatus !== 200) throw new Error(`waiting for ${start} answered ${httpStatus}`)
      return body.data!.id
    }
    return {
      mine: await waitFor(tokens.member!, '11:00', '김민준', 'member1@example.com'),
      theirs: await waitFor(otherToken, '10:00', '최서연', 'member2@example.com'),
    }
  })())

/** The member's calendar feed address, issued once per run. */
let feedUrl: Promise<string> | undefined
const memberFeed = () =>
  (feedUrl ??= (async () => {
    const { body } = await v1<{ url: string }>('/mypage/equ/feed', { method: 'POST', headers: { Authorization: `JWT ${tokens.member!}` } })
    return body.data!.url
  })())

/** One recurring booking of each member (two weekly dates) on equipment of its own; the owners cancel them afterwards. */
const seriesFixture = async () => {
  const equipmentId = await createTestEquipment()
  const first = workingDay(9)
  const rule = { repeat: 'weekly', weekdays: [weekdayOf(first)], weeks: 2 }
  const made = async (token: string, start: string, name: string, email: string) => {
    const { equipmentId: _unused, ...booking } = bookingOf(equipmentId, first, start, name, email)
    const { httpStatus, body } = await v1<{ id: number }>(`/equipment/${equipmentId}/series`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...booking, rule, partial: true }),
    })
    if (httpStatus !== 200 || !body.data) throw new Error(`series failed: ${httpStatus} ${JSON.stringify(body)}`)
    afterRun.push(() => v1(`/equipment/series/${body.data!.id}/cancel`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: '{}' }))
    return body.data.id
  }
  return {
    mine: await made(tokens.member!, '10:00', '김민준', 'member1@example.com'),
    theirs: await made(otherToken, '11:00', '최서연', 'member2@example.com'),
  }
}
let seriesRows: ReturnType<typeof seriesFixture> | undefined
const bookedSeries = () => (seriesRows ??= seriesFixture())

/** One advisory request of each member, filed through the portal; applications are never deleted. */
let advisoryRows: Promise<{ mine: number; theirs: number }> | undefined
const advisoryRequests = () =>
  (advisoryRows ??= (async () => ({
    mine: (await filedAdvisory(tokens.member!, { title: marker() })).id,
    theirs: (await filedAdvisory(otherToken, { title: marker() })).id,
  }))())

const companyData = () => ({ name: marker(), businessNumber: uniqueBusinessNumber(), ceo: '접근검사', size: 'small' })

/** An invite the caller's company (each run member is its 관리자) sends through the portal: its row id, found by the admin. */
const companyInvite = async (token: string) => {
  const email = `${marker()}@example.com`
  const { httpStatus } = await v1('/companies/invites', { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: JSON.stringify({ email }) })
  if (httpStatus !== 200) throw new Error(`inviting ${email} answered ${httpStatus}`)
  return adminFindOne('company-invites', 'email', email)
}

/** One course open for applications, with an application of each member; applications are never deleted. */
let courseRows: Promise<{ courseId: number; mine: number; theirs: number }> | undefined
const courseApplications = () =>
  (courseRows ??= (async () => {
    const courseId = await createCourse(10, { title: marker() })
    return { courseId, mine: (await appliedToCourse(tokens.member!, courseId)).id, theirs: (await appliedToCourse(otherToken, courseId)).id }
  })())

/** One event with a registration of each member; registrations are never deleted. */
let eventRows: Promise<{ eventId: number; mine: number; theirs: number }> | undefined
const eventRegistrations = () =>
  (eventRows ??= (async () => {
    const eventId = await createEvent(10, { title: marker() })
    return { eventId, mine: (await registered(tokens.member!, eventId)).id, theirs: (await registered(otherToken, eventId)).id }
  })())

/**
 * One course both members completed, with a named survey each answered: a respondent row and an
 * answer of each. Surveys with answers are never deleted, so neither are these.
 */
let surveyRows:
  Promise<{ courseId: number; surveyId: number; respondents: { mine: number; theirs: number }; responses: { mine: string; theirs: string } }> | undefined
const surveyAnswers = () =>
  (surveyRows ??= (async () => {
    const courseId = await completedCourse([tokens.member!, otherToken])
    const survey = await createSurvey({ course: courseId })
    for (const token of [tokens.member!, otherToken]) await answerSurvey(token, survey.id, answersTo(survey, 4))
    const ownRow = async <T extends number | string>(slug: string, member: number) =>
      (await rest<{ docs: { id: T }[] }>(admin(), `/${slug}?where[survey][equals]=${survey.id}&where[member][equals]=${member}&depth=0`)).body.docs[0]!.id
    return {
      courseId,
      surveyId: survey.id,
      respondents: { mine: await ownRow<number>('survey-respondents', userIds.member), theirs: await ownRow<number>('survey-respondents', userIds.other) },
      responses: { mine: await ownRow<string>('survey-responses', userIds.member), theirs: await ownRow<string>('survey-responses', userIds.other) },
    }
  })())

const surveyData = async (title: string) => ({
  title,
  closesAt: '2090-01-01T00:00:00.000Z',
  course: (await surveyAnswers()).courseId,
  questions: [{ label: '전반적으로 만족하셨습니까?', type: 'scale5', required: true }],
})

/** One open call with a proposal of each member; proposals are never deleted. */
let proposalRows: Promise<{ callId: number; mine: number; theirs: number }> | undefined
const projectProposals = () =>
  (proposalRows ??= (async () => {
    const callId = await createCall({ title: marker() })
    const proposal = async (token: string) => (await propose(token, proposalInput(callId, [(await uploaded(token, 'attachment')).id]))).body.data!.id
    return { callId, mine: await proposal(tokens.member!), theirs: await proposal(otherToken) }
  })())

/** One technology with a 기술상담 신청 of each member; requests are never deleted, so neither is it. */
let transferRows: Promise<{ technologyId: number; mine: number; theirs: number }> | undefined
const transferRequests = () =>
  (transferRows ??= (async () => {
    const technologyId = await createTechnology({ title: marker() })
    const request = async (token: string) => (await fileTransfer(token, transferInput(technologyId))).body.data!.id
    return { technologyId, mine: await request(tokens.member!), theirs: await request(otherToken) }
  })())

const tierData = () => ({ name: marker(), yearlyFee: 0, periodMonths: 12, equipmentDiscountPercent: 0, benefits: '접근 검사', sortOrder: 999 })

/**
 * The companies the run members manage, each with a 가족회사 application filed through
 * the portal (never deleted) and a membership staff made (removed after the run).
 */
let familyRows:
  Promise<{ tier: number; companies: Record<'member' | 'other', number>; applications: Record<'member' | 'other', number>; certificate: number }> | undefined
const familyFixture = () =>
  (familyRows ??= (async () => {
    const tier = await adminCreate('family-tiers', tierData())
    const companies = { member: runMembers.member.companyId, other: runMembers.other.companyId }
    const file = async (token: string) => (await uploaded(token, 'attachment')).id
    const filed = async (token: string) => (await applyFamily(token, familyInput(tier, await file(token)))).body.data!.id
    return {
      tier,
      companies,
      applications: { member: await filed(tokens.member!), other: await filed(otherToken) },
      certificate: await file(tokens.member!),
    }
  })())

const runMembership = async (owner: 'member' | 'other') => {
  const { tier, companies } = await familyFixture()
  return adminCreate('family-memberships', { company: companies[owner], tier, startDate: '2090-01-01', endDate: '2090-12-31', agreementNo: marker() })
}

/** A published attraction of the run's own, so favourites made here never touch the seeded ones. */
const runAttraction = () => adminCreate('attractions', { name: marker(), goodsType: goodsTypeId, _status: 'published' })

/** The caller's favourite of a fresh attraction, made through the portal as members make them; its row id and the attraction's. */
const favourite = async (token: string, userId: number) => {
  const attraction = await runAttraction()
  const { httpStatus } = await v1(`/attraction/interest?gdsUid=${attraction}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
  if (httpStatus !== 200) throw new Error(`adding a favourite answered ${httpStatus}`)
  afterRun.push(() => v1(`/attraction/interest/delete?gdsUid=${attraction}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }))
  const { body } = await rest<{ docs: { id: number }[] }>(
    admin(),
    `/attraction-interests?where[member][equals]=${userId}&where[attraction][equals]=${attraction}&depth=0`,
  )
  return { id: body.docs[0]!.id, attraction }
}
let favouriteRows: Promise<Row[]> | undefined
const favourites = () =>
  (favouriteRows ??= (async () => {
    const [mine, theirs] = [await favourite(tokens.member!, userIds.member), await favourite(otherToken, userIds.other)]
    return [
      { id: mine.id, owner: 'member', key: String(mine.attraction) },
      { id: theirs.id, owner: 'other', key: String(theirs.attraction) },
    ]
  })())

/** A published pass of the run's own with one option of ten at 1,000 won. */
const runPassOption = async () => {
  const pass = await adminCreate('passes', { name: marker(), validDays: 30, sortOrder: 999, _status: 'published' })
  return adminCreate('pass-options', { pass, optionName: '접근검사', price: 1000, stock: 10 })
}

/** A purchase of the caller's own, made through the portal as members buy. */
const purchase = async (token: string) => {
  const { httpStatus, body } = await v1<{ rsvtUid: number }>('/pass/buyPass', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ gdsDtlUid: await runPassOption(), passCnt: 1, price: 1000 }),
  })
  if (httpStatus !== 200 || !body.data) throw new Error(`buying a pass answered ${httpStatus}`)
  return body.data.rsvtUid
}
let orderRows: Promise<{ mine: number; theirs: number }> | undefined
const passOrders = () => (orderRows ??= (async () => ({ mine: await purchase(tokens.member!), theirs: await purchase(otherToken) }))())

/** A coupon of the run's own, on offer for a long while. */
const couponData = (name: string) => ({
  name,
  discountType: 'amount',
  discountValue: 1000,
  minPrice: 0,
  scope: 'pass',
  validFrom: '2026-01-01T03:00:00.000Z',
  validUntil: '2090-01-01T03:00:00.000Z',
})

/** The caller's registration of a fresh coupon, made through the portal; the box row's id. */
const registration = async (token: string) => {
  const coupon = await adminCreate('coupons', { ...couponData(marker()), _status: 'published' })
  const { httpStatus, body } = await v1<{ couponUid: number }>(`/mypage/coupon/insert?couponPblcnUid=${coupon}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  if (httpStatus !== 200 || !body.data) throw new Error(`registering a coupon answered ${httpStatus}`)
  return body.data.couponUid
}
let registrationRows: Promise<Row[]> | undefined
const registrations = () =>
  (registrationRows ??= (async () => [
    { id: await registration(tokens.member!), owner: 'member' },
    { id: await registration(otherToken), owner: 'other' },
  ])())

/** Goods of the run's own, on sale at a seeded attraction, with room for every booking here. */
const runGoods = () =>
  adminCreate('reservation-goods', { name: marker(), attraction: seededAttractionId, prices: [{ label: '성인', price: 1000 }], dailyCapacity: 50 })

/** A week from today on the Seoul calendar: a day every run's goods can be booked for. */
const weekAhead = () => new Date(Date.now() + 9 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10)

/** A reservation of the caller's own for a week ahead, made through the portal. */
const reservation = async (token: string, goodsDtlId: number) => {
  const useDate = weekAhead()
  const { httpStatus, body } = await v1<{ reserveId: number }>('/reserve', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ goodsDtlId, goodsCnt: 1, priceSn: 1, useDate, price: 1000, name: '접근검사', phone: '010-0000-0000', email: 'check@example.com' }),
  })
  if (httpStatus !== 200 || !body.data) throw new Error(`reserving answered ${httpStatus}`)
  return body.data.reserveId
}
let reservationRows: Promise<{ goods: number; mine: number; theirs: number }> | undefined
const goodsReservations = () =>
  (reservationRows ??= (async () => {
    const goods = await runGoods()
    return { goods, mine: await reservation(tokens.member!, goods), theirs: await reservation(otherToken, goods) }
  })())

/** Nobody can list these rows, so no caller learns an id; Payload refuses on the rule alone, before any lookup. */
const UNLISTED_ID = 1

const certEmail = `${run}-cert@example.com`

/** The other member's new number for the phone code row: 010-7xxx-xxxx, unique to the run. */
const certPhone = `0107${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`
let otherProfile: Promise<Record<string, string>> | undefined
const otherProfileHeaders = () => (otherProfile ??= profileHeaders(otherToken, runMembers.other.password))

const listIds = (data: unknown) => (data as { list: { id: number }[] }).list.map((item) => item.id)

const boardV1 = (board: string, ...aliases: string[]): V1Read[] =>
  [`/boards/${board}`, ...aliases].flatMap((base): V1Read[] => [
    { path: `${base}/list?pageSize=100&searchKeyword=${run}`, sees: publishedToAll },
    { path: (id) => `${base}/${id}`, sees: publishedToAll },
  ])

/** What every information-plaza board shares: published for the public, drafts for staff. */
const board = (slug: CollectionSlug, graphqlNames: GraphQLNames, v1Reads: V1Read[], extra?: () => Record<string, unknown>): MatrixRow => ({
  slug,
  graphql: graphqlNames,
  read: publishedOrStaff,
  create: staffAndAdmin,
  update: staffAndAdmin,
  delete: staffAndAdmin,
  changes: newTitle,
  kit: () => boardKit(slug, extra),
  v1: v1Reads,
})

/** The public libraries (images, attachments): anyone reads, staff upload, change and remove. */
const publicUploads = (slug: CollectionSlug, graphqlNames: GraphQLNames, file: () => { file: Blob; filename: string }, textField: string): MatrixRow => {
  const fields = () => ({ [textField]: marker() })
  return {
    slug,
    graphql: graphqlNames,
    read: everyone,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { [textField]: fields },
    upload: file,
    kit: () => ({
      rows: async () => [{ id: await adminUpload(slug, file(), fields()) }],
      target: reusable(() => adminUpload(slug, file(), fields())),
      createData: async () => fields(),
    }),
  }
}

/** Member-board posts of the run, written through the portal's form as members write them. */
type BoardPost = { id: number; files: number[] }
const writeBoardPost = async (token: string, board: 'qna' | 'collabo', secret: boolean, withFile: boolean): Promise<BoardPost> => {
  const headers = { Authorization: `JWT ${token}` }
  const types = await v1<{ id: number }[]>(`/member-boards/${board}/types`, { headers })
  const files: number[] = []
  if (withFile) {
    const form = new FormData()
    const image = png()
    form.append('file', image.file, image.filename)
    const response = await fetch(`${portalUrl()}/file/uploadFile?kind=image`, { method: 'POST', body: form, headers })
    files.push(((await response.json()) as { data: { id: number } }).data.id)
  }
  const { body } = await v1<{ id: number }>(`/member-boards/${board}/posts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      typeId: types.body.data![0]!.id,
      title: marker(),
      contentHtml: '<p>접근 검사 본문</p>',
      secret,
      imageIds: files,
      attachmentIds: [],
      ...(board === 'collabo'
        ? { contact: { company: '검사기관', contactName: '검사자', phone: '010-0000-0000', email: 'check@example.com' }, privacyConsent: true }
        : {}),
    }),
  })
  if (!body.data) throw new Error(`writing a ${board} post failed: ${JSON.stringify(body)}`)
  return { id: body.data.id, files }
}

/** A comment by staff, who may comment on every post. */
const staffComment = async (board: 'qna' | 'collabo', postId: number) => {
  const { body } = await v1<{ id: number }>(`/member-boards/${board}/${postId}/comments`, {
    method: 'POST',
    headers: { Authorization: `JWT ${tokens.staff}` },
    body: JSON.stringify({ body: marker() }),
  })
  return body.data!.id
}

const memberBoardFixture = async () => {
  const member = tokens.member!
  const posts = {
    openQna: await writeBoardPost(otherToken, 'qna', false, true),
    secretQna: await writeBoardPost(otherToken, 'qna', true, true),
    mySecretQna: await writeBoardPost(member, 'qna', true, false),
    openCollabo: await writeBoardPost(otherToken, 'collabo', false, true),
    secretCollabo: await writeBoardPost(otherToken, 'collabo', true, false),
    myOpenCollabo: await writeBoardPost(member, 'collabo', false, false),
  }
  const form = new FormData()
  const image = png()
  form.append('file', image.file, image.filename)
  const unattached = await fetch(`${portalUrl()}/file/uploadFile?kind=image`, { method: 'POST', body: form, headers: { Authorization: `JWT ${member}` } })
  const unattachedId = ((await unattached.json()) as { data: { id: number } }).data.id
  return {
    posts,
    files: [
      { id: posts.openQna.files[0]!, owner: 'other', openTo: 'members' },
      { id: posts.secretQna.files[0]!, owner: 'other' },
      { id: posts.openCollabo.files[0]!, owner: 'other', openTo: 'everyone' },
      { id: unattachedId, owner: 'member' },
    ] satisfies Row[],
    comments: [
      { id: await staffComment('qna', posts.openQna.id), owner: 'other', openTo: 'members' },
      { id: await staffComment('qna', posts.secretQna.id), owner: 'other' },
      { id: await staffComment('qna', posts.mySecretQna.id), owner: 'member' },
      { id: await staffComment('collabo', posts.openCollabo.id), owner: 'other', openTo: 'everyone' },
    ] satisfies Row[],
  }
}
let memberBoardRows: ReturnType<typeof memberBoardFixture> | undefined
const memberBoardData = () => (memberBoardRows ??= memberBoardFixture())

/** Q&A and collaboration support: members write through the portal only; staff answer and manage in the admin. */
const memberBoard = (slug: 'inquiries' | 'collaboration-requests', board: 'qna' | 'collabo', one: string, many: string): MatrixRow => {
  const typeId = async () =>
    (await v1<{ id: number }[]>(`/member-boards/${board}/types`, { headers: { Authorization: `JWT ${tokens.staff}` } })).body.data![0]!.id
  const openTo = board === 'qna' ? 'members' : 'everyone'
  return {
    slug,
    graphql: { one, many },
    read: board === 'qna' ? per<Sees>('none', 'openOrOwn', 'all', 'all') : per<Sees>('openOrOwn', 'openOrOwn', 'all', 'all'),
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: newTitle,
    kit: () => ({
      rows: async () => {
        const { posts } = await memberBoardData()
        if (board === 'qna')
          return [
            { id: posts.openQna.id, owner: 'other', openTo },
            { id: posts.secretQna.id, owner: 'other' },
            { id: posts.mySecretQna.id, owner: 'member' },
          ]
        return [
          { id: posts.openCollabo.id, owner: 'other', openTo },
          { id: posts.secretCollabo.id, owner: 'other' },
          { id: posts.myOpenCollabo.id, owner: 'member', openTo },
        ]
      },
      target: reusable(async () => (await writeBoardPost(otherToken, board, false, false)).id),
      createData: async () => ({ postType: await typeId(), title: marker(), content: lexical('직원 안내'), answerState: 'waiting' }),
    }),
    v1: [
      {
        path: `/member-boards/${board}/list?pageSize=100&searchKeyword=${run}`,
        membersOnly: board === 'qna',
        sees: per<Sees>('openOrOwn', 'openOrOwn', 'all', 'all'),
      },
      { path: (id) => `/member-boards/${board}/${id}`, membersOnly: board === 'qna', sees: per<Sees>('openOrOwn', 'openOrOwn', 'all', 'all'), refusal: 403 },
    ],
  }
}

/**
 * The access matrix: one row per collection of cms/payload.config.ts, with what each caller may do
 * there, as the collection's access rules (cms/platform/access, each domain's collections) intend it. Adding a
 * collection is adding a row.
 */
const matrix: MatrixRow[] = [
  board('notices', { one: 'Notice', many: 'Notices' }, boardV1('notice', '/posts')),
  board('news', { one: 'News', many: 'allNews' }, boardV1('news'), () => ({ image: mediaId })),
  board('faqs', { one: 'Faq', many: 'Faqs' }, boardV1('faq', '/posts/faq')),
  board('references', { one: 'Reference', many: 'References' }, boardV1('reference')),
  board('sharing-programs', { one: 'SharingProgram', many: 'SharingPrograms' }, boardV1('sharing')),
  board('esg-posts', { one: 'EsgPost', many: 'EsgPosts' }, boardV1('training')),
  board('lifelong-posts', { one: 'LifelongPost', many: 'LifelongPosts' }, boardV1('founded')),
  board('center-activities', { one: 'CenterActivity', many: 'CenterActivities' }, boardV1('activity'), () => ({ image: mediaId })),
  {
    slug: 'courses',
    graphql: { one: 'Course', many: 'Courses' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: newTitle,
    kit: () =>
      versionedKit('courses', (title) => ({
        title,
        mode: 'collective',
        state: 'open',
        applyStart: '2090-01-01T00:00:00.000Z',
        applyEnd: '2090-01-31T00:00:00.000Z',
      })),
    v1: [{ path: `/education/courses/list?pageSize=100&searchKeyword=${run}`, sees: publishedToAll }],
  },
  {
    slug: 'advisory-experts',
    graphql: { one: 'AdvisoryExpert', many: 'AdvisoryExperts' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { name: () => ({ name: marker() }) },
    kit: () =>
      versionedKit('advisory-experts', (name) => ({
        name,
        field: 'mechanical',
        department: '접근검사학과',
        position: '교수',
        expertise: '접근 검사',
        sortOrder: 9999,
      })),
    // The public list shows published experts to staff too: it is what companies choose from.
    v1: [{ path: '/advice/experts?pageSize=100', sees: publishedToAll }],
  },
  {
    slug: 'advisory-requests',
    graphql: { one: 'AdvisoryRequest', many: 'AdvisoryRequests' },
    read: ownOrStaff,
    create: nobody,
    update: staffAndAdmin,
    delete: nobody,
    changes: { staffMemo: () => ({ staffMemo: marker() }) },
    kit: () => ({
      rows: async () => {
        const { mine, theirs } = await advisoryRequests()
        return [
          { id: mine, owner: 'member' },
          { id: theirs, owner: 'other' },
        ]
      },
      // Nobody deletes applications and staff only write the memo, so one request serves every attempt.
      target: async () => (await advisoryRequests()).theirs,
      createData: async () => {
        const { preferredExpertId: _expert, attachmentIds: _files, privacyConsent: _consent, ...fields } = advisoryInput({ title: marker() })
        return { ...fields, member: userIds.member, state: 'received' }
      },
    }),
    v1: [
      { path: (id) => `/applications/tech/${id}`, membersOnly: true, sees: ownOrStaff },
      { path: '/applications/tech/mine?pageSize=100', membersOnly: true, sees: ownForSignedIn },
    ],
  },
  {
    slug: 'course-applications',
    graphql: { one: 'CourseApplication', many: 'CourseApplications' },
    read: ownOrStaff,
    create: nobody,
    update: staffAndAdmin,
    delete: nobody,
    changes: { staffMemo: () => ({ staffMemo: marker() }) },
    kit: () => ({
      rows: async () => {
        const { mine, theirs } = await courseApplications()
        return [
          { id: mine, owner: 'member' },
          { id: theirs, owner: 'other' },
        ]
      },
      // Nobody deletes applications and staff only write the memo, so one application serves every attempt.
      target: async () => (await courseApplications()).theirs,
      createData: async () => {
        const { courseId: course, privacyConsent: _consent, ...fields } = courseInput((await courseApplications()).courseId)
        return { ...fields, course, title: marker(), member: userIds.member, state: 'received' }
      },
    }),
    v1: [
      { path: (id) => `/applications/edu/${id}`, membersOnly: true, sees: ownOrStaff },
      { path: '/applications/edu/mine?pageSize=100', membersOnly: true, sees: ownForSignedIn },
    ],
  },
  {
    slug: 'course-seat-locks',
    graphql: { one: 'CourseSeatLock', many: 'CourseSeatLocks' },
    read: nobodySees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { seatKey: () => ({ seatKey: marker() }) },
    kit: () => ({
      rows: async () => {
        await courseApplications()
        return [{ id: UNLISTED_ID }]
      },
      target: async () => UNLISTED_ID,
      createData: async () => {
        const { courseId, mine } = await courseApplications()
        return { seatKey: marker(), course: courseId, application: mine }
      },
    }),
    // Both members still hold their seats: two of ten are taken.
    intact: async () => {
      const { body } = await courseDetail(null, (await courseApplications()).courseId)
      expect(body.data!.seatsLeft).toBe(8)
    },
  },
  {
    slug: 'project-calls',
    graphql: { one: 'ProjectCall', many: 'ProjectCalls' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: newTitle,
    kit: () =>
      versionedKit('project-calls', (title) => ({
        title,
        summary: '접근 검사 공고',
        budget: '과제당 1,000만 원',
        projectPeriod: '6개월',
        eligibility: '중소기업',
        applyStart: '2090-01-01T00:00:00.000Z',
        applyEnd: '2090-01-31T00:00:00.000Z',
        content: lexical('공고 내용'),
      })),
    // The portal shows published calls to everyone, staff included: drafts are the admin's.
    v1: [
      { path: `/project-calls/list?pageSize=100&searchKeyword=${run}`, sees: publishedToAll },
      { path: (id) => `/project-calls/${id}`, sees: publishedToAll },
    ],
  },
  {
    slug: 'project-proposals',
    graphql: { one: 'ProjectProposal', many: 'ProjectProposals' },
    read: ownOrStaff,
    create: nobody,
    update: staffAndAdmin,
    delete: nobody,
    changes: { staffMemo: () => ({ staffMemo: marker() }) },
    kit: () => ({
      rows: async () => {
        const { mine, theirs } = await projectProposals()
        return [
          { id: mine, owner: 'member' },
          { id: theirs, owner: 'other' },
        ]
      },
      // Nobody deletes proposals and staff only write the memo, so one proposal serves every attempt.
      target: async () => (await projectProposals()).theirs,
      createData: async () => {
        const { callId, attachmentIds: _files, privacyConsent: _consent, ...fields } = proposalInput((await projectProposals()).callId, [])
        return { ...fields, call: callId, callTitle: marker(), member: userIds.member, state: 'received' }
      },
    }),
    v1: [
      { path: (id) => `/applications/assn/${id}`, membersOnly: true, sees: ownOrStaff },
      { path: '/applications/assn/mine?pageSize=100', membersOnly: true, sees: ownForSignedIn },
    ],
  },
  {
    slug: 'events',
    graphql: { one: 'Event', many: 'Events' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: newTitle,
    kit: () =>
      versionedKit('events', (title) => ({
        title,
        kind: 'seminar',
        format: 'offline',
        summary: '접근 검사 행사',
        body: lexical('본문'),
        organiser: '산학협력단',
        startsAt: '2090-02-01T01:00:00.000Z',
        endsAt: '2090-02-01T03:00:00.000Z',
        registrationOpensAt: '2090-01-01T00:00:00.000Z',
        registrationClosesAt: '2090-01-31T00:00:00.000Z',
        publishedAt: new Date().toISOString(),
      })),
    v1: [{ path: `/events/list?pageSize=48&searchKeyword=${run}`, sees: publishedToAll }],
  },
  {
    slug: 'event-registrations',
    graphql: { one: 'EventRegistration', many: 'EventRegistrations' },
    read: ownOrStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { name: () => ({ name: marker() }) },
    kit: () => ({
      rows: async () => {
        const { mine, theirs } = await eventRegistrations()
        return [
          { id: mine, owner: 'member' },
          { id: theirs, owner: 'other' },
        ]
      },
      // Nobody writes registrations but the portal's services, so one registration serves every attempt.
      target: async () => (await eventRegistrations()).theirs,
      createData: async () => {
        const { privacyConsent: _consent, answers: _answers, ...fields } = registrationInput({ name: marker() })
        return {
          ...fields,
          event: (await eventRegistrations()).eventId,
          member: userIds.member,
          status: 'confirmed',
          ticketNonce: marker(),
          privacyAgreedAt: new Date().toISOString(),
        }
      },
    }),
    v1: [
      { path: (id) => `/events/registrations/${id}`, membersOnly: true, sees: ownOrStaff },
      { path: '/events/registrations/mine?pageSize=100', membersOnly: true, sees: ownForSignedIn },
    ],
  },
  {
    slug: 'event-seat-locks',
    graphql: { one: 'EventSeatLock', many: 'EventSeatLocks' },
    read: nobodySees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { seatKey: () => ({ seatKey: marker() }) },
    kit: () => ({
      rows: async () => {
        await eventRegistrations()
        return [{ id: UNLISTED_ID }]
      },
      target: async () => UNLISTED_ID,
      createData: async () => {
        const { eventId, mine } = await eventRegistrations()
        return { seatKey: marker(), event: eventId, registration: mine }
      },
    }),
    // Both members still hold their seats: two of ten are taken.
    intact: async () => {
      const { body } = await eventDetail(null, (await eventRegistrations()).eventId)
      expect(body.data!.seatsLeft).toBe(8)
    },
  },
  {
    slug: 'surveys',
    graphql: { one: 'Survey', many: 'Surveys' },
    // Members see a survey only through /api/v1, and only one open to them (tests/api/surveys.test.ts).
    read: staffSees,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: newTitle,
    kit: () => {
      const make = async (status: 'published' | 'draft') =>
        adminCreate('surveys', { ...(await surveyData(marker())), _status: status }, status === 'draft' ? '?draft=true' : '')
      return {
        rows: async () => [
          { id: await make('published'), published: true },
          { id: await make('draft'), published: false },
        ],
        target: reusable(() => make('published')),
        createData: async () => ({ ...(await surveyData(marker())), _status: 'published' }),
      }
    },
  },
  {
    slug: 'survey-respondents',
    graphql: { one: 'SurveyRespondent', many: 'SurveyRespondents' },
    read: ownOrStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { key: () => ({ key: marker() }) },
    kit: () => ({
      rows: async () => {
        const { respondents } = await surveyAnswers()
        return [
          { id: respondents.mine, owner: 'member' },
          { id: respondents.theirs, owner: 'other' },
        ]
      },
      // Only the answering service writes them, so one row serves every attempt.
      target: async () => (await surveyAnswers()).respondents.theirs,
      createData: async () => ({ survey: (await surveyAnswers()).surveyId, member: userIds.member, key: marker() }),
    }),
  },
  {
    slug: 'survey-responses',
    graphql: { one: 'SurveyResponse', many: 'SurveyResponses', idType: 'String' },
    read: staffSees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { answeredOn: () => ({ answeredOn: '2090-01-01' }) },
    kit: () => ({
      rows: async () => {
        const { responses } = await surveyAnswers()
        return [{ id: responses.mine }, { id: responses.theirs }]
      },
      target: async () => (await surveyAnswers()).responses.theirs,
      createData: async () => ({ id: crypto.randomUUID(), survey: (await surveyAnswers()).surveyId, answers: {}, answeredOn: '2090-01-01' }),
    }),
  },
  {
    slug: 'transfer-requests',
    graphql: { one: 'TransferRequest', many: 'TransferRequests' },
    read: ownOrStaff,
    create: nobody,
    update: staffAndAdmin,
    delete: nobody,
    changes: { staffMemo: () => ({ staffMemo: marker() }) },
    kit: () => ({
      rows: async () => {
        const { mine, theirs } = await transferRequests()
        return [
          { id: mine, owner: 'member' },
          { id: theirs, owner: 'other' },
        ]
      },
      // Nobody deletes requests and staff only write the memo here, so one request serves every attempt.
      target: async () => (await transferRequests()).theirs,
      createData: async () => {
        const { technologyId, attachmentIds: _files, privacyConsent: _consent, ...fields } = transferInput((await transferRequests()).technologyId)
        return { ...fields, technology: technologyId, title: marker(), member: userIds.member, state: 'received' }
      },
    }),
    v1: [
      { path: (id) => `/applications/transfer/${id}`, membersOnly: true, sees: ownOrStaff },
      { path: '/applications/transfer/mine?pageSize=100', membersOnly: true, sees: ownForSignedIn },
    ],
  },
  {
    slug: 'family-tiers',
    graphql: { one: 'FamilyTier', many: 'FamilyTiers' },
    read: everyone,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { name: () => ({ name: marker() }) },
    kit: () => ({
      rows: async () => [{ id: await adminCreate('family-tiers', tierData()) }],
      target: reusable(() => adminCreate('family-tiers', tierData())),
      createData: async () => tierData(),
    }),
    v1: [{ path: '/family/tiers', sees: everyone, ids: (data) => (data as { id: number }[]).map((tier) => tier.id) }],
  },
  {
    slug: 'family-applications',
    graphql: { one: 'FamilyApplication', many: 'FamilyApplications' },
    read: ownOrStaff,
    create: nobody,
    update: staffAndAdmin,
    delete: nobody,
    changes: { staffMemo: () => ({ staffMemo: marker() }) },
    kit: () => ({
      rows: async () => {
        const { applications } = await familyFixture()
        return [
          { id: applications.member, owner: 'member' },
          { id: applications.other, owner: 'other' },
        ]
      },
      // Nobody deletes applications and staff only write the memo, so one application serves every attempt.
      target: async () => (await familyFixture()).applications.other,
      createData: async () => {
        const { tier, companies, certificate } = await familyFixture()
        const { tierId: _tier, certificateId: _file, privacyConsent: _consent, ...fields } = familyInput(tier, certificate)
        return { ...fields, tier, certificate, company: companies.member, title: marker(), member: userIds.member, state: 'received' }
      },
    }),
    v1: [
      { path: (id) => `/applications/family/${id}`, membersOnly: true, sees: ownOrStaff },
      { path: '/applications/family/mine?pageSize=100', membersOnly: true, sees: ownForSignedIn },
    ],
  },
  {
    // A company's membership is its members' and staff's: the member sees their own company's only.
    slug: 'family-memberships',
    graphql: { one: 'FamilyMembership', many: 'FamilyMemberships' },
    read: ownOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { agreementNo: () => ({ agreementNo: marker() }) },
    kit: () => ({
      rows: async () => [
        { id: await runMembership('member'), owner: 'member' },
        { id: await runMembership('other'), owner: 'other' },
      ],
      target: reusable(() => runMembership('other')),
      createData: async () => {
        const { tier, companies } = await familyFixture()
        return { company: companies.other, tier, startDate: '2091-01-01', endDate: '2091-12-31', state: 'active', agreementNo: marker() }
      },
    }),
  },
  {
    slug: 'equipment',
    graphql: { one: 'Equipment', many: 'allEquipment' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { name: () => ({ name: marker() }) },
    // Weekdays and slot lengths are digits, which GraphQL enums spell with a leading underscore.
    forGraphQL: (data) => ({
      ...data,
      openingRules: {
        weekdays: ['_1', '_2', '_3', '_4', '_5'],
        openTime: '09:00',
        closeTime: '18:00',
        slotMinutes: '_60',
        maxSlotsPerBooking: 4,
        horizonDays: 60,
        cancelNoticeHours: 24,
      },
    }),
    kit: () =>
      versionedKit('equipment', (name) => ({ equipmentNo: name, name, category: 'measurement', usageModes: [{ mode: 'self', fee: 0, unit: 'hour' }] })),
    // The portal shows the published catalogue only, to staff as well: drafts stay in the admin.
    v1: [
      { path: `/equipment/list?pageSize=100&searchKeyword=${run}`, sees: publishedToAll },
      { path: (id) => `/equipment/${id}`, sees: publishedToAll },
    ],
  },
  {
    slug: 'equipment-reservations',
    graphql: { one: 'EquipmentReservation', many: 'EquipmentReservations' },
    read: ownOrStaff,
    create: nobody,
    update: staffAndAdmin,
    delete: nobody,
    changes: { staffMemo: () => ({ staffMemo: marker() }) },
    kit: () => ({
      rows: async () => {
        const { mine, theirs } = await bookedReservations()
        return [
          { id: mine, owner: 'member' },
          { id: theirs, owner: 'other' },
        ]
      },
      // Nobody deletes bookings and staff only write the memo, so one booking serves every attempt.
      target: async () => (await bookedReservations()).theirs,
      createData: async () => {
        const { equipmentId, date } = await bookedReservations()
        return {
          reservationNo: marker(),
          member: userIds.member,
          equipment: equipmentId,
          useDate: date,
          timeRange: '15:00~16:00',
          slots: [{ start: '15:00', end: '16:00' }],
          startAt: `${date}T06:00:00.000Z`,
          endAt: `${date}T07:00:00.000Z`,
          state: 'standby',
          usageMode: 'self',
          purpose: '직접 생성',
          applicantName: '김민준',
          organisation: '새솔대학교',
          phone: '010-3456-7890',
          email: 'member1@example.com',
        }
      },
    }),
    v1: [
      { path: (id) => `/equipment/reservations/${id}`, membersOnly: true, sees: ownOrStaff },
      { path: '/mypage/equ/list?pageSize=100', membersOnly: true, sees: ownForSignedIn },
    ],
  },
  {
    slug: 'equipment-waitlist',
    graphql: { one: 'EquipmentWaitlist', many: 'EquipmentWaitlists' },
    read: ownOrStaff,
    // Only the portal's waitlist service moves a wait (conditional updates), staff included.
    create: nobody,
    update: nobody,
    delete: nobody,
    // GraphQL's update input wants the whole request group (its fields are required), so it goes along.
    changes: { state: () => ({ state: 'withdrawn', request: waitRequest }) },
    kit: () => ({
      rows: async () => {
        const { mine, theirs } = await waitRows()
        return [
          { id: mine, owner: 'member' },
          { id: theirs, owner: 'other' },
        ]
      },
      target: async () => (await waitRows()).theirs,
      createData: async () => {
        const { equipmentId, date } = await bookedReservations()
        return {
          member: userIds.other,
          equipment: equipmentId,
          useDate: date,
          timeRange: '10:00~11:00',
          slotStarts: '10:00',
          startAt: `${date}T01:00:00.000Z`,
          state: 'waiting',
          request: waitRequest,
        }
      },
    }),
    v1: [{ path: '/mypage/equ/waits', membersOnly: true, sees: ownForSignedIn, ids: (data) => (data as { id: number }[]).map((row) => row.id) }],
  },
  {
    slug: 'equipment-calendar-feeds',
    graphql: { one: 'EquipmentCalendarFeed', many: 'EquipmentCalendarFeeds' },
    read: nobodySees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { tokenHash: () => ({ tokenHash: marker() }) },
    kit: () => ({
      rows: async () => {
        await memberFeed()
        return [{ id: UNLISTED_ID }]
      },
      target: async () => UNLISTED_ID,
      createData: async () => ({ tokenHash: marker(), member: userIds.other }),
    }),
    // The member's address still opens their calendar: nothing above replaced or revoked it.
    intact: async () => {
      const response = await fetch(await memberFeed())
      expect(response.status).toBe(200)
    },
  },
  {
    slug: 'equipment-booking-series',
    graphql: { one: 'EquipmentBookingSery', many: 'EquipmentBookingSeries' },
    read: ownOrStaff,
    create: nobody,
    update: staffAndAdmin,
    delete: nobody,
    changes: { staffMemo: () => ({ staffMemo: marker() }) },
    kit: () => ({
      rows: async () => {
        const { mine, theirs } = await bookedSeries()
        return [
          { id: mine, owner: 'member' },
          { id: theirs, owner: 'other' },
        ]
      },
      // Nobody deletes a series and staff only write the memo, so one series serves every attempt.
      target: async () => (await bookedSeries()).theirs,
      createData: async () => ({
        seriesNo: marker(),
        member: userIds.member,
        equipment: await createTestEquipment(),
        repeat: 'weekly',
        weeks: 2,
        firstDate: workingDay(9),
        timeRange: '10:00~11:00',
        occurrences: 2,
      }),
    }),
    v1: [
      {
        path: '/mypage/equ/list?pageSize=100',
        membersOnly: true,
        sees: ownForSignedIn,
        ids: (data) => (data as { list: { series: { id: number } | null }[] }).list.flatMap((row) => (row.series ? [row.series.id] : [])),
      },
    ],
  },
  {
    slug: 'equipment-booking-suspensions',
    graphql: { one: 'EquipmentBookingSuspension', many: 'EquipmentBookingSuspensions' },
    read: ownOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: nobody,
    changes: { liftReason: () => ({ liftReason: marker() }) },
    kit: () => {
      // Already lifted, so the rows never stop the run's members from booking.
      const data = (member: number) => ({ member, until: new Date(Date.now() + 86_400_000).toISOString(), reason: marker(), lifted: true })
      return {
        rows: async () => [
          { id: await adminCreate('equipment-booking-suspensions', data(userIds.member)), owner: 'member' },
          { id: await adminCreate('equipment-booking-suspensions', data(userIds.other)), owner: 'other' },
        ],
        target: reusable(() => adminCreate('equipment-booking-suspensions', data(userIds.other))),
        createData: async () => data(userIds.other),
      }
    },
    v1: [{ path: '/mypage/equ/suspension', membersOnly: true, sees: per<Sees>('none', 'none', 'none', 'none'), ids: () => [] }],
  },
  {
    slug: 'safety-trainings',
    graphql: { one: 'SafetyTraining', many: 'SafetyTrainings' },
    read: ownOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { note: () => ({ note: marker() }) },
    kit: () => {
      // One row per member and equipment pair, so every new row gets equipment of its own.
      const pair = async (member: number) => ({ member, equipment: await createTestEquipment(), note: marker() })
      return {
        rows: async () => [
          { id: await adminCreate('safety-trainings', await pair(userIds.member)), owner: 'member' },
          { id: await adminCreate('safety-trainings', await pair(userIds.other)), owner: 'other' },
        ],
        target: reusable(async () => adminCreate('safety-trainings', await pair(userIds.other))),
        createData: () => pair(userIds.other),
      }
    },
  },
  {
    slug: 'holidays',
    graphql: { one: 'Holiday', many: 'Holidays' },
    read: everyone,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { name: () => ({ name: marker() }) },
    kit: () => {
      const data = () => ({ date: farHoliday(), name: marker() })
      return {
        rows: async () => [{ id: await adminCreate('holidays', data()) }],
        target: reusable(() => adminCreate('holidays', data())),
        createData: async () => data(),
      }
    },
  },
  {
    slug: 'reservation-slot-locks',
    graphql: { one: 'ReservationSlotLock', many: 'ReservationSlotLocks' },
    read: nobodySees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { slotKey: () => ({ slotKey: marker() }) },
    kit: () => ({
      rows: async () => {
        await bookedReservations()
        return [{ id: UNLISTED_ID }]
      },
      target: async () => UNLISTED_ID,
      createData: async () => ({ slotKey: marker(), reservation: (await bookedReservations()).mine }),
    }),
    // The member's own slot still shows as theirs and the other member's as taken.
    intact: async () => {
      const { equipmentId, date } = await bookedReservations()
      const { body } = await v1<{ slots: { start: string; state: string }[] }>(`/equipment/${equipmentId}/slots?date=${date}`, {
        headers: { Authorization: `Bearer ${tokens.member}` },
      })
      expect(body.data!.slots.filter((slot) => ['10:00', '11:00'].includes(slot.start)).map((slot) => slot.state)).toEqual(['checked', 'disabled'])
    },
  },
  {
    slug: 'banners',
    graphql: { one: 'Banner', many: 'Banners' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: newTitle,
    // A low order puts the rows among the ten banners the home page asks for.
    kit: () => versionedKit('banners', (title) => ({ title, image: mediaId, order: -100 })),
    v1: [{ path: '/main/benefit', sees: publishedToAll, ids: (data) => (data as { id: number }[]).map((banner) => banner.id) }],
  },
  {
    slug: 'terms',
    graphql: { one: 'Term', many: 'Terms' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { version: () => ({ version: marker() }) },
    // Versions announced far ahead, so the matrix never changes which policy is in force.
    kit: () => versionedKit('terms', (version) => ({ code: 'email', version, effectiveDate: '2090-01-01T03:00:00.000Z', body: lexical('약관 본문') })),
    // The portal shows published versions to everyone, staff included: drafts are the admin's.
    v1: [
      { path: '/terms/list?code=email&pageSize=100', sees: publishedToAll },
      { path: (id) => `/terms/email?version=${id}`, sees: publishedToAll },
    ],
  },
  {
    slug: 'travel-codes',
    graphql: { one: 'TravelCode', many: 'TravelCodes' },
    read: everyone,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { codeName: () => ({ codeName: marker().slice(-20) }) },
    kit: () => {
      const data = () => ({
        group: 'THEME_CD',
        code: `CD${String(crypto.randomInt(3_000_000_000, 9_999_999_999))}`,
        codeName: marker().slice(-20),
        sortOrder: 99,
      })
      const make = async () => {
        const row = data()
        return { id: await adminCreate('travel-codes', row), key: row.code }
      }
      return {
        rows: async () => [await make()],
        target: reusable(async () => (await make()).id),
        createData: async () => data(),
      }
    },
    v1: [
      {
        path: '/codes/THEME_CD',
        sees: everyone,
        ids: (data, rows) => rows.filter((row) => (data as { code: string }[]).some((code) => code.code === row.key)).map((row) => row.id),
      },
    ],
  },
  {
    slug: 'attractions',
    graphql: { one: 'Attraction', many: 'Attractions' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { name: () => ({ name: marker() }) },
    kit: () => versionedKit('attractions', (name) => ({ name, goodsType: goodsTypeId })),
    // The portal shows published attractions to everyone, staff included: drafts are the admin's.
    v1: [
      {
        path: `/attraction/list?pageSize=100&searchKeyword=${run}`,
        sees: publishedToAll,
        ids: (data) => (data as { list: { gdsUid: number }[] }).list.map((item) => item.gdsUid),
      },
      { path: (id) => `/attraction/detail/${id}`, sees: publishedToAll },
    ],
  },
  {
    slug: 'attraction-interests',
    graphql: { one: 'AttractionInterest', many: 'AttractionInterests' },
    read: ownOrStaff,
    // Members add and remove favourites through /api/v1 only; staff may remove one in the admin.
    create: nobody,
    update: nobody,
    delete: staffAndAdmin,
    changes: { member: () => ({ member: userIds.staff }) },
    kit: () => ({
      rows: favourites,
      target: reusable(async () => (await favourite(otherToken, userIds.other)).id),
      createData: async () => ({ member: userIds.member, attraction: await runAttraction() }),
    }),
    v1: [
      {
        path: '/mypage/myAttraction/list?pageSize=100',
        membersOnly: true,
        sees: ownForSignedIn,
        ids: (data, rows) => {
          const shown = (data as { list: { gdsUid: number }[] }).list.map((item) => String(item.gdsUid))
          return rows.filter((row) => shown.includes(row.key!)).map((row) => row.id)
        },
      },
    ],
  },
  {
    slug: 'recommended-tours',
    graphql: { one: 'RecommendedTour', many: 'RecommendedTours' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: newTitle,
    kit: () => versionedKit('recommended-tours', (title) => ({ title, tourDays: 1, stops: [{ day: 1, attraction: seededAttractionId }] })),
    // The portal shows published tours to everyone, staff included: drafts are the admin's.
    v1: [
      {
        path: `/recommendTour/list?pageSize=100&searchKeyword=${run}`,
        sees: publishedToAll,
        ids: (data) => (data as { list: { tourUid: number }[] }).list.map((tour) => tour.tourUid),
      },
      { path: (id) => `/recommendTour/detail/${id}`, sees: publishedToAll },
    ],
  },
  {
    slug: 'passes',
    graphql: { one: 'Pass', many: 'Passes' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { name: () => ({ name: marker() }) },
    kit: () => versionedKit('passes', (name) => ({ name, validDays: 30, sortOrder: 999 })),
    // The portal shows published passes to everyone, staff included: drafts are the admin's.
    v1: [
      { path: '/pass/list?pageSize=100', sees: publishedToAll, ids: (data) => (data as { list: { passUid: number }[] }).list.map((pass) => pass.passUid) },
      { path: (id) => `/pass/detail/${id}`, sees: publishedToAll },
    ],
  },
  {
    slug: 'pass-options',
    graphql: { one: 'PassOption', many: 'PassOptions' },
    read: everyone,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { price: () => ({ price: 2000 }) },
    kit: () => ({
      rows: async () => [{ id: await runPassOption() }],
      target: reusable(runPassOption),
      createData: async () => ({
        pass: await adminFindOne('passes', 'name', '부산 바다 자유이용 패스'),
        optionName: marker().slice(-20),
        price: 1000,
        stock: 1,
        sortOrder: 9,
      }),
    }),
  },
  {
    slug: 'coupons',
    graphql: { one: 'Coupon', many: 'Coupons' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { name: () => ({ name: marker() }) },
    kit: () => versionedKit('coupons', couponData),
    // Members see the published coupons on offer; drafts never, staff included.
    v1: [
      {
        path: '/mypage/coupon?pageSize=100',
        membersOnly: true,
        sees: publishedToAll,
        ids: (data) => (data as { list: { couponPblcnUid: number }[] }).list.map((coupon) => coupon.couponPblcnUid),
      },
    ],
  },
  {
    slug: 'member-coupons',
    graphql: { one: 'MemberCoupon', many: 'MemberCoupons' },
    read: ownOrStaff,
    // Members register and spend coupons through /api/v1 only; staff may take one back in the admin.
    create: nobody,
    update: nobody,
    delete: staffAndAdmin,
    changes: { state: () => ({ state: 'used' }) },
    kit: () => ({
      rows: registrations,
      target: reusable(() => registration(otherToken)),
      createData: async () => ({
        member: userIds.member,
        coupon: await adminCreate('coupons', { ...couponData(marker()), _status: 'published' }),
        state: 'available',
      }),
    }),
    v1: [ownList('/mypage/myCoupon?pageSize=100', 'couponUid')],
  },
  {
    slug: 'pass-orders',
    graphql: { one: 'PassOrder', many: 'PassOrders' },
    read: ownOrStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { payAmount: () => ({ payAmount: 0 }) },
    kit: () => ({
      rows: async () => {
        const { mine, theirs } = await passOrders()
        return [
          { id: mine, owner: 'member' },
          { id: theirs, owner: 'other' },
        ]
      },
      // Nobody changes or deletes an order, so one serves every attempt.
      target: async () => (await passOrders()).theirs,
      createData: async () => ({
        orderNo: marker(),
        member: userIds.member,
        pass: await adminFindOne('passes', 'name', '부산 바다 자유이용 패스'),
        option: await runPassOption(),
        passCount: 1,
        unitPrice: 0,
        totalPrice: 0,
        discount: 0,
        payAmount: 0,
        paymentMethod: 'test',
        paymentRef: marker(),
        paidAt: new Date().toISOString(),
        voucherCode: marker(),
        validUntil: '2090-01-01T00:00:00.000Z',
        state: 'paid',
      }),
    }),
    v1: [
      { path: (id) => `/mypage/voucher?rsvtUid=${id}`, membersOnly: true, sees: ownForSignedIn },
      ownList('/mypage/buy/list?pageSize=100', 'rsvtUid'),
      ownList('/mypage/myPass/list?pageSize=100', 'rsvtUid'),
    ],
  },
  {
    slug: 'promotions',
    graphql: { one: 'Promotion', many: 'Promotions' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: newTitle,
    kit: () => versionedKit('promotions', (title) => ({ title, category: 'event', startDate: '2090-01-01T03:00:00.000Z' })),
    // The portal shows published promotions to everyone, staff included: drafts are the admin's.
    v1: [
      { path: `/stickyArea/promotion/list?pageSize=100&searchKeyword=${run}`, sees: publishedToAll },
      { path: (id) => `/stickyArea/promotion/${id}`, sees: publishedToAll },
    ],
  },
  {
    slug: 'travel-infos',
    graphql: { one: 'TravelInfo', many: 'TravelInfos' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: newTitle,
    kit: () => versionedKit('travel-infos', (title) => ({ title, touristType: touristTypeId })),
    v1: [
      { path: `/stickyArea/travelInfo/list?pageSize=100&searchKeyword=${run}`, sees: publishedToAll },
      { path: (id) => `/stickyArea/travelInfo/${id}`, sees: publishedToAll },
    ],
  },
  {
    slug: 'reservation-goods',
    graphql: { one: 'ReservationGood', many: 'ReservationGoods' },
    read: everyone,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { name: () => ({ name: marker() }) },
    kit: () => ({
      rows: async () => [{ id: await runGoods() }],
      target: reusable(runGoods),
      createData: async () => ({ name: marker(), attraction: seededAttractionId, prices: [{ label: '성인', price: 1000 }], dailyCapacity: 5, horizonDays: 30 }),
    }),
    v1: [{ path: (id) => `/reserve/goods-info?goodsDtlId=${id}&goodsCnt=1&priceSn=1`, sees: everyone }],
  },
  {
    slug: 'goods-reservations',
    graphql: { one: 'GoodsReservation', many: 'GoodsReservations' },
    read: ownOrStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { payAmount: () => ({ payAmount: 0 }) },
    kit: () => ({
      rows: async () => {
        const { mine, theirs } = await goodsReservations()
        return [
          { id: mine, owner: 'member' },
          { id: theirs, owner: 'other' },
        ]
      },
      // Nobody changes or deletes a reservation, so one serves every attempt.
      target: async () => (await goodsReservations()).theirs,
      createData: async () => ({
        reserveNo: marker(),
        member: userIds.member,
        goods: (await goodsReservations()).goods,
        useDate: '2090-01-01',
        goodsCount: 1,
        priceSn: 1,
        priceLabel: '성인',
        unitPrice: 0,
        totalPrice: 0,
        discount: 0,
        payAmount: 0,
        contactName: '접근검사',
        contactPhone: '010-0000-0000',
        contactEmail: 'check@example.com',
        paymentMethod: 'test',
        paymentRef: marker(),
        state: 'complete',
      }),
    }),
    v1: [ownList('/reserve/list?pageSize=100', 'reserveId')],
  },
  {
    slug: 'goods-day-counts',
    graphql: { one: 'GoodsDayCount', many: 'GoodsDayCounts' },
    read: nobodySees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { booked: () => ({ booked: 0 }) },
    kit: () => ({
      rows: async () => {
        await goodsReservations()
        return [{ id: UNLISTED_ID }]
      },
      target: async () => UNLISTED_ID,
      createData: async () => ({ dayKey: marker(), booked: 1 }),
    }),
    // Both members' places are still counted: 48 of 50 are left on the day.
    intact: async () => {
      const { goods } = await goodsReservations()
      const useDate = weekAhead()
      const { body } = await v1<{ left: number }>('/reserve/pay-info', {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens.member}` },
        body: JSON.stringify({ goodsDtlId: goods, goodsCnt: 1, priceSn: 1, useDate }),
      })
      expect(body.data!.left).toBe(48)
    },
  },
  publicUploads('media', { one: 'Media', many: 'allMedia' }, png, 'alt'),
  publicUploads('files', { one: 'File', many: 'Files' }, pdf, 'title'),
  {
    slug: 'users',
    // Account changes go through REST and /api/v1 only, where the rate limits and checks sit.
    graphql: { one: 'User', many: 'Users', mutations: false },
    read: ownOrStaff,
    create: staffAndAdmin,
    update: per<May>(false, false, 'members', true),
    delete: adminOnly,
    changes: {
      password: () => ({ password: `${marker()}A1!` }),
      email: () => ({ email: `${marker()}@example.com` }),
      status: () => ({ status: 'withdrawn' }),
      role: () => ({ role: 'admin' }),
    },
    targetRoles: ['member', 'staff', 'admin'],
    kit: () => ({
      rows: async () => [
        { id: userIds.member, owner: 'member', key: runMembers.member.username },
        { id: userIds.other, owner: 'other', key: runMembers.other.username },
        { id: userIds.staff, owner: 'staff', key: seedUsernames.staff },
        { id: userIds.admin, owner: 'admin', key: seedUsernames.admin },
      ],
      target: reusable(async (role) => (await createAccount(role ?? 'member')).id),
      createData: async () => {
        const username = marker().replace(/-/g, '')
        return { username, email: `${username}@example.com`, password: seedPassword, name: '접근검사', memberClass: 'general', role: 'staff' }
      },
    }),
    v1: [
      {
        path: '/mypage/myPage',
        membersOnly: true,
        sees: ownForSignedIn,
        ids: (data, rows) => rows.filter((row) => row.key === (data as { login_id: string }).login_id).map((row) => row.id),
      },
    ],
  },
  {
    slug: 'social-accounts',
    graphql: { one: 'SocialAccount', many: 'SocialAccounts' },
    read: staffSees,
    create: nobody,
    update: nobody,
    delete: staffAndAdmin,
    changes: { email: () => ({ email: `${marker()}@example.com` }) },
    kit: () => ({
      rows: async () => [{ id: await linkKakao(userIds.member, runMembers.member.email), owner: 'member' }],
      target: reusable(async () => {
        const member = await throwawayMember('amsns')
        return linkKakao(member.id, member.email)
      }),
      createData: async () => ({ user: userIds.member, provider: 'kakao', providerKey: marker() }),
    }),
  },
  {
    slug: 'refresh-tokens',
    graphql: { one: 'RefreshToken', many: 'RefreshTokens' },
    read: adminSees,
    create: nobody,
    update: adminOnly,
    delete: adminOnly,
    changes: { revokedAt: () => ({ revokedAt: new Date().toISOString() }) },
    kit: () => ({
      // The callers' own portal sign-ins left these rows.
      rows: async () => [
        { id: await adminFindOne('refresh-tokens', 'user', userIds.member), owner: 'member' },
        { id: await adminFindOne('refresh-tokens', 'user', userIds.other), owner: 'other' },
      ],
      target: reusable(async () => {
        const member = await throwawayMember('amrt')
        await portalSignIn(member.username, member.password)
        return adminFindOne('refresh-tokens', 'user', member.id)
      }),
      createData: async () => ({ user: userIds.member, tokenHash: marker(), expiresAt: '2090-01-01T00:00:00.000Z' }),
    }),
  },
  {
    slug: 'avatars',
    graphql: { one: 'Avatar', many: 'Avatars' },
    read: ownOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { owner: () => ({ owner: userIds.staff }) },
    upload: png,
    kit: () => ({
      rows: async () => [
        { id: await adminUpload('avatars', png(), { owner: userIds.member }), owner: 'member' },
        { id: await adminUpload('avatars', png(), { owner: userIds.other }), owner: 'other' },
      ],
      target: reusable(() => adminUpload('avatars', png(), { owner: userIds.other })),
      createData: async () => ({ owner: userIds.other }),
    }),
  },
  {
    slug: 'companies',
    graphql: { one: 'Company', many: 'Companies' },
    // A company's record is its members' and staff's alone.
    read: ownOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { name: () => ({ name: marker() }), businessNumber: () => ({ businessNumber: uniqueBusinessNumber() }) },
    kit: () => ({
      rows: async () => [
        { id: runMembers.member.companyId, owner: 'member' },
        { id: runMembers.other.companyId, owner: 'other' },
      ],
      target: reusable(() => adminCreate('companies', companyData())),
      createData: async () => companyData(),
    }),
    v1: [
      {
        path: '/companies/mine',
        membersOnly: true,
        sees: per<Sees>('none', 'own', 'none', 'none'),
        ids: (data) => {
          const company = (data as { company: { id: number } | null }).company
          return company ? [company.id] : []
        },
      },
    ],
  },
  {
    slug: 'company-join-requests',
    graphql: { one: 'CompanyJoinRequest', many: 'CompanyJoinRequests' },
    read: ownOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { state: () => ({ state: 'refused' }) },
    kit: () => ({
      rows: async () => [
        {
          id: await adminCreate('company-join-requests', { company: runMembers.other.companyId, requester: userIds.member, state: 'refused' }),
          owner: 'member',
        },
        {
          id: await adminCreate('company-join-requests', { company: runMembers.member.companyId, requester: userIds.other, state: 'refused' }),
          owner: 'other',
        },
      ],
      target: reusable(() => adminCreate('company-join-requests', { company: runMembers.member.companyId, requester: userIds.other, state: 'refused' })),
      createData: async () => ({ company: runMembers.other.companyId, requester: userIds.member, state: 'refused' }),
    }),
  },
  {
    slug: 'company-invites',
    graphql: { one: 'CompanyInvite', many: 'CompanyInvites' },
    // The invited address is personal data: staff read invites here, the 관리자 on /myPage/company.
    read: staffSees,
    create: nobody,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { state: () => ({ state: 'cancelled' }) },
    kit: () => ({
      rows: async () => [{ id: await companyInvite(tokens.member!) }, { id: await companyInvite(otherToken) }],
      target: reusable(() => companyInvite(otherToken)),
      createData: async () => ({
        company: runMembers.member.companyId,
        email: `${marker()}@example.com`,
        state: 'pending',
        expiresAt: '2090-01-01T00:00:00.000Z',
        tokenHash: marker(),
      }),
    }),
  },
  {
    slug: 'company-logos',
    graphql: { one: 'CompanyLogo', many: 'CompanyLogos' },
    // Public: the 가족회사 directory shows logos to guests.
    read: everyone,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { company: () => ({ company: runMembers.other.companyId }) },
    upload: png,
    kit: () => ({
      rows: async () => [{ id: await adminUpload('company-logos', png(), { company: runMembers.member.companyId }) }],
      target: reusable(() => adminUpload('company-logos', png(), { company: runMembers.member.companyId })),
      createData: async () => ({ company: runMembers.member.companyId }),
    }),
  },
  memberBoard('inquiries', 'qna', 'Inquiry', 'Inquiries'),
  memberBoard('collaboration-requests', 'collabo', 'CollaborationRequest', 'CollaborationRequests'),
  {
    slug: 'post-types',
    graphql: { one: 'PostType', many: 'PostTypes' },
    read: everyone,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { label: () => ({ label: marker().slice(-20) }) },
    kit: () => {
      const data = () => ({ board: 'qna', label: marker().slice(-20), order: 99, active: false })
      return {
        rows: async () => [{ id: await adminCreate('post-types', data()) }],
        target: reusable(() => adminCreate('post-types', data())),
        createData: async () => data(),
      }
    },
  },
  {
    slug: 'post-comments',
    graphql: { one: 'PostComment', many: 'PostComments' },
    read: per<Sees>('openOrOwn', 'openOrOwn', 'all', 'all'),
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { body: () => ({ body: marker() }) },
    kit: () => ({
      rows: async () => (await memberBoardData()).comments,
      target: reusable(async () => staffComment('collabo', (await memberBoardData()).posts.openCollabo.id)),
      createData: async () => ({
        board: 'qna',
        post: { relationTo: 'inquiries', value: (await memberBoardData()).posts.openQna.id },
        body: marker(),
        author: userIds.staff,
      }),
    }),
  },
  {
    slug: 'post-files',
    graphql: { one: 'PostFile', many: 'PostFiles' },
    read: per<Sees>('openOrOwn', 'openOrOwn', 'all', 'all'),
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { visibility: () => ({ visibility: 'public' }) },
    upload: png,
    kit: () => ({
      rows: async () => (await memberBoardData()).files,
      target: reusable(async () => (await writeBoardPost(otherToken, 'qna', true, true)).files[0]!),
      createData: async () => ({ owner: userIds.staff, kind: 'image', visibility: 'private' }),
    }),
  },
  {
    slug: 'email-verifications',
    graphql: { one: 'EmailVerification', many: 'EmailVerifications' },
    read: nobodySees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { attempts: () => ({ attempts: 5 }) },
    kit: () => ({
      rows: async () => {
        const sent = await v1(`/cert/send-mail?email=${encodeURIComponent(certEmail)}`, { method: 'POST' })
        if (sent.httpStatus !== 200) throw new Error(`send-mail answered ${sent.httpStatus}`)
        return [{ id: UNLISTED_ID }]
      },
      target: async () => UNLISTED_ID,
      createData: async () => ({ email: certEmail, purpose: 'join', codeHash: marker(), expiresAt: '2090-01-01T00:00:00.000Z', attempts: 0 }),
    }),
    // The mailed code still checks, so no attempt reset, spent or removed it.
    intact: async () => {
      const [mail] = await mailsTo(portalUrl(), certEmail)
      const { httpStatus } = await v1('/cert/check', { method: 'POST', body: JSON.stringify({ email: certEmail, code: sixDigitCode(mail!) }) })
      expect(httpStatus).toBe(200)
    },
  },
  {
    slug: 'phone-verifications',
    graphql: { one: 'PhoneVerification', many: 'PhoneVerifications' },
    read: nobodySees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { attempts: () => ({ attempts: 5 }), phone: () => ({ phone: '01099998888' }) },
    kit: () => ({
      rows: async () => {
        const sent = await sendPhoneCode(await otherProfileHeaders(), certPhone)
        if (sent.httpStatus !== 200) throw new Error(`phone send-code answered ${sent.httpStatus}`)
        return [{ id: UNLISTED_ID }]
      },
      target: async () => UNLISTED_ID,
      createData: async () => ({ member: userIds.other, phone: certPhone, codeHash: marker(), expiresAt: '2090-01-01T00:00:00.000Z', attempts: 0 }),
    }),
    // The texted code still confirms the number, so no attempt reset, spent, moved or removed it.
    intact: async () => {
      const { httpStatus } = await confirmPhoneCode(await otherProfileHeaders(), await phoneCodeTo(portalUrl(), certPhone))
      expect(httpStatus).toBe(200)
    },
  },
  {
    slug: 'used-oauth-states',
    graphql: { one: 'UsedOauthState', many: 'UsedOauthStates' },
    read: nobodySees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { expiresAt: () => ({ expiresAt: '2000-01-01T00:00:00.000Z' }) },
    kit: () => ({
      rows: async () => {
        const { httpStatus } = await signInVia('kakao', { sub: String(crypto.randomInt(1_000_000_000, 9_999_999_999)) })
        if (httpStatus !== 200) throw new Error(`social sign-in answered ${httpStatus}`)
        return [{ id: UNLISTED_ID }]
      },
      target: async () => UNLISTED_ID,
      createData: async () => ({ stateHash: marker(), expiresAt: '2090-01-01T00:00:00.000Z' }),
    }),
  },
  {
    slug: 'payload-locked-documents',
    graphql: { one: 'PayloadLockedDocument', many: 'PayloadLockedDocuments' },
    read: per<Sees>('none', 'none', 'all', 'all'),
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { globalSlug: () => ({ globalSlug: marker() }) },
    kit: () => {
      const data = () => ({ globalSlug: marker(), user: { relationTo: 'users', value: userIds.admin } })
      return {
        rows: async () => [{ id: await adminCreate('payload-locked-documents', data()) }],
        target: reusable(() => adminCreate('payload-locked-documents', data())),
        createData: async () => data(),
      }
    },
  },
  {
    // 동의 이력: the portal writes a row at join and at each consent change; the member and staff read, nobody edits.
    slug: 'consent-records',
    graphql: { one: 'ConsentRecord', many: 'ConsentRecords' },
    read: ownOrStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { agreed: () => ({ agreed: false }) },
    kit: () => {
      // The run's members start without the news mail: agreeing once records one row each.
      const consentOf = async (token: string) => {
        const { body } = await v1<ConsentOverview>('/mypage/consents', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: JSON.stringify({ kind: 'marketing', agreed: true }),
        })
        return body.data!.history[0]!.id
      }
      const rows = (async () => [
        { id: await consentOf(tokens.member!), owner: 'member' as const },
        { id: await consentOf(otherToken), owner: 'other' as const },
      ])()
      return {
        rows: () => rows,
        target: async () => (await rows)[1]!.id,
        createData: async () => ({ member: userIds.member, kind: 'marketing', agreed: true, source: 'mypage' }),
      }
    },
    v1: [{ path: '/mypage/consents', membersOnly: true, sees: ownForSignedIn, ids: (data) => (data as ConsentOverview).history.map((entry) => entry.id) }],
  },
  {
    slug: 'technologies',
    graphql: { one: 'Technology', many: 'Technologies' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: newTitle,
    kit: () => versionedKit('technologies', technologyData),
    // The catalogue shows published technologies to staff too: drafts stay in the admin.
    v1: [{ path: `/tech-transfer/technologies?pageSize=48&searchKeyword=${run}`, sees: publishedToAll }],
  },
  {
    // A published technology's summary is everyone's; a detailed document only staff's and an NDA-agreed
    // 기업회원's (the run's members have agreed to nothing), so here it reads like a draft, as does a
    // summary no published technology points at.
    slug: 'technology-documents',
    graphql: { one: 'TechnologyDocument', many: 'TechnologyDocuments' },
    read: publishedOrStaff,
    create: staffAndAdmin,
    update: staffAndAdmin,
    delete: staffAndAdmin,
    changes: { kind: () => ({ kind: 'detail' }) },
    upload: pdf,
    kit: () => ({
      rows: async () => {
        // A summary is public once a published technology points at it; alone it is staff's still.
        const summary = await adminUpload('technology-documents', pdf(), { kind: 'summary' })
        await adminCreate('technologies', { ...technologyData(marker()), summaryDocument: summary, _status: 'published' })
        return [
          { id: summary, published: true },
          { id: await adminUpload('technology-documents', pdf(), { kind: 'summary' }), published: false },
          { id: await adminUpload('technology-documents', pdf(), { kind: 'detail' }), published: false },
        ]
      },
      target: reusable(() => adminUpload('technology-documents', pdf(), { kind: 'summary' })),
      createData: async () => ({ kind: 'summary' }),
    }),
  },
  {
    // Evidence of what a 기업회원 agreed to: written by /api/v1 only, read by its member and staff.
    slug: 'technology-nda-agreements',
    graphql: { one: 'TechnologyNdaAgreement', many: 'TechnologyNdaAgreements' },
    read: ownOrStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { version: () => ({ version: marker() }) },
    kit: () => {
      const rows = (async () => {
        const technology = await technologyWithDetail()
        return [
          { id: await agreedNda(tokens.member!, technology), owner: 'member' as const },
          { id: await agreedNda(otherToken, technology), owner: 'other' as const },
        ]
      })()
      return {
        rows: () => rows,
        target: async () => (await rows)[1]!.id,
        createData: async () => ({
          member: userIds.member,
          company: runMembers.member.companyId,
          technology: await technologyWithDetail(),
          version: marker(),
          agreedAt: new Date().toISOString(),
        }),
      }
    },
  },
  {
    // Who looked at which technology: the portal writes it on a member's visit, staff read it.
    slug: 'technology-views',
    graphql: { one: 'TechnologyView', many: 'TechnologyViews' },
    read: staffSees,
    create: nobody,
    update: nobody,
    delete: staffAndAdmin,
    changes: { count: () => ({ count: 99 }) },
    kit: () => ({
      rows: async () => [{ id: await viewedTechnology() }],
      target: reusable(() => viewedTechnology()),
      createData: async () => ({
        member: userIds.member,
        technology: (await catalogueIds())[0],
        count: 1,
        lastViewedAt: new Date().toISOString(),
      }),
    }),
  },
  {
    // 포털 알림 (issue 32): written by the notification service only, read by their member and staff,
    // marked read only through the member's own /api/v1 calls.
    slug: 'notifications',
    graphql: { one: 'Notification', many: 'Notifications' },
    read: ownOrStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { readAt: () => ({ readAt: '2000-01-01T00:00:00.000Z' }), title: () => ({ title: marker() }) },
    kit: () => {
      const delivered = async (memberId: number) => {
        const title = marker()
        await deliverNotifications(memberId, [{ title }])
        return adminFindOne('notifications', 'title', title)
      }
      const rows = (async () => [
        { id: await delivered(userIds.member), owner: 'member' as const },
        { id: await delivered(userIds.other), owner: 'other' as const },
      ])()
      return {
        rows: () => rows,
        target: async () => (await rows)[1]!.id,
        createData: async () => ({ member: userIds.other, event: 'booking.approved', title: marker() }),
      }
    },
    forGraphQL: (data) => ({ ...data, event: 'booking_approved' }),
    v1: [ownList('/mypage/notifications', 'id')],
  },
  {
    // 파기 기록: written by the retention job only, read by staff, changed by nobody.
    slug: 'destruction-records',
    graphql: { one: 'DestructionRecord', many: 'DestructionRecords' },
    read: staffSees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { count: () => ({ count: 0 }) },
    kit: () => {
      // An upload no post uses, made older than its period: the job (every two seconds here) destroys it and records that.
      const record = (async () => {
        const file = await uploaded(otherToken, 'image')
        const since = new Date().toISOString()
        await backdate([
          { table: 'post_files', column: 'created_at', id: file.id, at: daysAgo(retentionRules.find((rule) => rule.key === 'unusedUploads')!.floorDays + 1) },
        ])
        return waitForValue(async () => {
          const { body } = await rest<{ docs: { id: number }[] }>(
            admin(),
            `/destruction-records?where[createdAt][greater_than]=${encodeURIComponent(since)}&where[rule][equals]=unusedUploads&limit=1`,
          )
          return body.docs[0]?.id
        }, 'destruction record of the backdated upload')
      })()
      return {
        rows: async () => [{ id: await record }],
        target: () => record,
        createData: async () => ({
          rule: 'applications',
          ruleLabel: marker(),
          method: marker(),
          count: 1,
          filesRemoved: 0,
          periodDays: 365,
          cutoff: new Date().toISOString(),
        }),
      }
    },
  },
  {
    // Scheduled publishes and queued mail: queued by the portal, run by the job cron, read by staff
    // (a mail that failed every retry is theirs to follow up), written by nobody.
    slug: 'payload-jobs',
    graphql: { one: 'PayloadJob', many: 'PayloadJobs' },
    read: per<Sees>('none', 'none', 'all', 'all'),
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { waitUntil: () => ({ waitUntil: '2000-01-01T00:00:00.000Z' }) },
    kit: () => {
      // A mail to an address no server takes stays on the queue; once it has failed for good it no longer changes.
      const failed = (async () => (await mailJobTo(tokens.staff!, (await mailThatBounces(marker())).email, { failed: true })).id)()
      return {
        rows: async () => [{ id: await failed }],
        target: () => failed,
        createData: async () => ({ taskSlug: 'sendMail', input: { to: 'anyone@example.com', subject: marker(), text: '-', html: '-' } }),
      }
    },
  },
  {
    // 개인정보 접속기록: appended by the portal when staff read a member's data, read by admins, written by nobody.
    slug: 'access-logs',
    graphql: { one: 'AccessLog', many: 'AccessLogs' },
    read: adminSees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { loginId: () => ({ loginId: marker() }), reason: () => ({ reason: marker() }) },
    kit: () => {
      // Staff open the other member's account once: that read is the entry the cells look for.
      const entry = (async () => {
        expect((await rest(tokens.staff!, `/users/${userIds.other}?depth=0`)).httpStatus).toBe(200)
        return adminFindOne('access-logs', 'recordId', String(userIds.other))
      })()
      return {
        rows: async () => [{ id: await entry, owner: 'other' }],
        target: () => entry,
        createData: async () => ({
          at: new Date().toISOString(),
          accountId: userIds.staff,
          loginId: marker(),
          clientIp: '127.0.0.1',
          action: 'view',
          collection: 'users',
          prevHash: marker(),
          hash: marker(),
        }),
      }
    },
  },
  {
    // The monthly review's 점검 완료: an admin marks a month once; nobody changes or removes the mark.
    slug: 'access-log-reviews',
    graphql: { one: 'AccessLogReview', many: 'AccessLogReviews' },
    read: adminSees,
    create: adminOnly,
    update: nobody,
    delete: nobody,
    changes: { note: () => ({ note: marker() }), month: () => ({ month: pastMonth() }) },
    kit: () => ({
      rows: async () => [{ id: await adminCreate('access-log-reviews', { month: pastMonth() }), owner: 'other' }],
      target: reusable(() => adminCreate('access-log-reviews', { month: pastMonth() })),
      createData: async () => ({ month: pastMonth() }),
    }),
  },
  {
    // 알림 템플릿: one row per event from the first start; staff edit the texts, nobody adds or removes one.
    slug: 'notification-templates',
    graphql: { one: 'NotificationTemplate', many: 'NotificationTemplates' },
    read: staffSees,
    create: nobody,
    update: staffAndAdmin,
    delete: nobody,
    // Only the e-mail body of family.expiring, which no test reads: the expiry mails are found by their
    // subject, and a changed 알림톡 code or text would be refused by the stand-in, which approved the
    // defaults (notification-events sends this event to a verified phone).
    changes: { emailBody: () => ({ emailBody: marker() }) },
    forGraphQL: (data) => graphqlEnums(data, ['event']),
    kit: () => {
      const template = adminFindOne('notification-templates', 'event', 'family.expiring')
      return {
        rows: async () => [{ id: await template }],
        target: () => template,
        createData: async () => ({ event: 'family.expiring', alimtalkTemplateCode: marker() }),
      }
    },
  },
  {
    // 알림 발송 기록: written by the notification service, read by staff (recipients masked), changed by nobody.
    slug: 'notification-deliveries',
    graphql: { one: 'NotificationDelivery', many: 'NotificationDeliveries' },
    read: staffSees,
    create: nobody,
    update: nobody,
    delete: nobody,
    changes: { state: () => ({ state: 'sent' }), recipient: () => ({ recipient: marker() }) },
    forGraphQL: (data) => graphqlEnums(data, ['event', 'channel', 'state']),
    kit: () => {
      // Staff's own 테스트 발송 by e-mail: a delivery row that involves no member.
      const delivery = (async () => {
        const template = await adminFindOne('notification-templates', 'event', 'family.expiring')
        const sent = await v1(`/notification-templates/${template}/test`, {
          method: 'POST',
          headers: bearer(tokens.staff!),
          body: JSON.stringify({ channel: 'email' }),
        })
        expect(sent.httpStatus).toBe(200)
        const id = await adminFindOne('notification-deliveries', 'member', userIds.staff!)
        // Settled, so the refused writes find it exactly as it was.
        await waitForValue(
          async () => ((await rest<{ state: string }>(admin(), `/notification-deliveries/${id}`)).body.state === 'sent' ? true : undefined),
          'the test send',
        )
        return id
      })()
      return {
        rows: async () => [{ id: await delivery }],
        target: () => delivery,
        createData: async () => ({ event: 'booking.approved', key: marker(), member: userIds.other, channel: 'email', state: 'sent' }),
      }
    },
  },
]

/** Select values as GraphQL names them in its enums (`family.expiring` → `family_expiring`), where the data has them. */
const graphqlEnums = (data: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fields.includes(key) ? String(value).replace(/[.-]/g, '_') : value]))

/** A month long past (1000–1999), a different one on every call of the run: a month is marked reviewed only once. */
const firstPastMonth = (Date.now() % 1000) * 12
let pastMonthCount = 0
const pastMonth = () => {
  const months = (firstPastMonth + pastMonthCount++) % 12000
  return `${1000 + Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`
}

const who: Record<Caller, string> = { guest: 'a guest', member: 'a member', staff: 'staff', admin: 'an admin' }
const readPhrase: Record<Sees, string> = {
  all: 'every row of',
  published: 'only published',
  own: 'only their own',
  openOrOwn: 'the open and their own',
  none: 'no',
}
const may = (allowed: boolean) => (allowed ? 'may' : 'may not')
const accountOf: Record<Role, string> = { member: 'a member account', staff: 'a staff account', admin: 'an admin account' }

beforeAll(async () => {
  tokens.guest = null
  tokens.admin = await adminLogin()
  tokens.staff = await staffToken()
  // Members of the run's own: the bookings and links made here must not change the seeded members
  // other test files read.
  const [member, other] = [await createCompanyMember('matrixme'), await createCompanyMember('matrixother')]
  Object.assign(runMembers, { member, other })
  tokens.member = await portalSignIn(member.username, member.password)
  // The other member owns the rows a member must never see.
  otherToken = await portalSignIn(other.username, other.password)
  for (const caller of ['member', 'staff', 'admin'] as const) userIds[caller] = await meId(tokens[caller]!)
  userIds.other = await meId(otherToken)
  const { body } = await rest<{ docs: { id: number }[] }>(null, '/media?limit=1&depth=0')
  mediaId = body.docs[0]!.id
  goodsTypeId = await adminFindOne('travel-codes', 'code', 'CD0000002001')
  seededAttractionId = await adminFindOne('attractions', 'name', '경복궁')
  touristTypeId = await adminFindOne('travel-codes', 'code', 'CD0000002604')
})

afterAll(async () => {
  for (const step of afterRun) await step()
  for (const { slug, id } of made.reverse()) await rest(admin(), `/${slug}/${id}`, { method: 'DELETE' })
})

for (const row of matrix) {
  describe(row.slug, () => {
    let kit: Kit
    let rows: Row[]
    const ops = graphqlOps(row.graphql)
    const ids = () => rows.map((fixture) => fixture.id)
    const adminReads = row.read.admin !== 'none'
    const mutations = row.graphql.mutations !== false
    const forGraphQL = row.forGraphQL ?? ((data: Record<string, unknown>) => data)

    beforeAll(async () => {
      kit = row.kit()
      rows = await kit.rows()
    })

    const readCells = callers.map((caller) => ({ caller, sees: row.read[caller], title: `${who[caller]} sees ${readPhrase[row.read[caller]]} ${row.slug}` }))
    const writeCells = (op: 'create' | 'delete') => callers.map((caller) => ({ caller, allowed: row[op][caller], op }))
    const updateCells = callers.flatMap((caller) =>
      (row.targetRoles ?? [undefined]).flatMap((role) =>
        Object.keys(row.changes).map((change) => ({
          caller,
          role,
          change,
          allowed: allows(row.update[caller], role),
          what: role ? `the ${change} of ${accountOf[role]}` : `${row.slug} (${change})`,
        })),
      ),
    )

    /** Attempts a write and checks the outcome: done when allowed, otherwise refused with the row as it was. */
    const attempt = async (allowed: boolean, id: number | string, send: () => Promise<boolean>) => {
      const before = adminReads ? await snapshot(row.slug, id) : null
      const done = await send()
      expect(done, allowed ? 'the write should go through' : 'the write should be refused').toBe(allowed)
      if (!allowed && before) expect(await snapshot(row.slug, id)).toEqual(before)
    }

    describe('through REST', () => {
      for (const { caller, sees: level, title } of readCells) {
        it(`${title} in a list`, async () => {
          const { httpStatus, body } = await rest<{ docs: { id: number }[] }>(tokens[caller], `/${row.slug}?where[id][in]=${ids().join(',')}&limit=100&depth=0`)
          if (level === 'none') return void expect(refusedStatuses).toContain(httpStatus)
          expect(httpStatus).toBe(200)
          expect(body.docs.map((doc) => doc.id).sort()).toEqual(visibleIds(level, caller, rows).sort())
        })

        it(`${title} by id${row.upload ? ', file included' : ''}`, async () => {
          for (const fixture of rows) {
            const { httpStatus, body } = await rest<{ url?: string }>(tokens[caller], `/${row.slug}/${fixture.id}?depth=0`)
            if (!visibleIds(level, caller, rows).includes(fixture.id)) {
              expect(refusedStatuses, `row ${fixture.id}`).toContain(httpStatus)
              continue
            }
            expect(httpStatus, `row ${fixture.id}`).toBe(200)
            // Upload collections serve the file itself under the same read rule.
            if (row.upload)
              expect((await fetch(`${portalUrl()}${body.url}`, { headers: tokens[caller] ? { Authorization: `JWT ${tokens[caller]}` } : {} })).status).toBe(200)
          }
        })
      }

      for (const { caller, allowed } of writeCells('create')) {
        it(`${who[caller]} ${may(allowed)} create ${row.slug}`, async () => {
          const data = await kit.createData()
          const upload = row.upload?.()
          const { httpStatus, body } = upload
            ? await restUpload(tokens[caller], row.slug, upload.file, upload.filename, data)
            : await rest<{ doc?: { id: number; role?: string } }>(tokens[caller], `/${row.slug}`, { method: 'POST', body: JSON.stringify(data) })
          if (body?.doc) made.push({ slug: row.slug, id: body.doc.id })
          if (!allowed) return void expect([401, 403]).toContain(httpStatus)
          expect(httpStatus, JSON.stringify(body)).toBe(201)
          // role is admin-only: whatever staff send, they make a member.
          if (row.slug === 'users') expect((body.doc as { role?: string }).role).toBe(caller === 'admin' ? data.role : 'member')
        })
      }

      for (const { caller, role, change, allowed, what } of updateCells) {
        it(`${who[caller]} ${may(allowed)} change ${what}`, async () => {
          const id = await kit.target(allowed, role)
          await attempt(allowed, id, async () => {
            const { httpStatus } = await rest(tokens[caller], `/${row.slug}/${id}`, { method: 'PATCH', body: JSON.stringify(row.changes[change]!()) })
            if (!allowed) expect(refusedStatuses).toContain(httpStatus)
            return httpStatus === 200
          })
          // Staff may edit a member, but the role field stays the admin's to give.
          if (row.slug === 'users' && change === 'role' && caller === 'staff' && allowed) {
            expect((await snapshot(row.slug, id)).body).toMatchObject({ role: 'member' })
          }
        })
      }

      for (const { caller, allowed } of writeCells('delete')) {
        it(`${who[caller]} ${may(allowed)} delete ${row.slug}`, async () => {
          const id = await kit.target(allowed, 'member')
          await attempt(allowed, id, async () => {
            const { httpStatus } = await rest(tokens[caller], `/${row.slug}/${id}`, { method: 'DELETE' })
            if (!allowed) expect(refusedStatuses).toContain(httpStatus)
            return httpStatus === 200
          })
          if (allowed) expect((await snapshot(row.slug, id)).httpStatus).toBe(404)
        })
      }
    })

    describe(`through GraphQL (${row.graphql.one}, ${row.graphql.many})`, () => {
      for (const { caller, sees: level, title } of readCells) {
        it(`${title} in a list`, async () => {
          const answer = await graphql<Record<string, { docs: { id: number }[] }>>(tokens[caller], ops.list(ids()))
          if (level === 'none') return expectRefusedGraphQL(answer)
          expect(answer.errors).toEqual([])
          expect(answer.data![row.graphql.many]!.docs.map((doc) => doc.id).sort()).toEqual(visibleIds(level, caller, rows).sort())
        })

        it(`${title} by id`, async () => {
          for (const fixture of rows) {
            const answer = await graphql(tokens[caller], ops.read, { id: fixture.id })
            if (visibleIds(level, caller, rows).includes(fixture.id)) expect(answer.errors).toEqual([])
            else expectRefusedGraphQL(answer)
          }
        })
      }

      const mutationTitle = (caller: Caller, allowed: boolean, verb: string, what: string) =>
        mutations ? `${who[caller]} ${may(allowed)} ${verb} ${what}` : `${who[caller]} finds no ${verb}${row.graphql.one} mutation (${what})`

      for (const { caller, allowed } of writeCells('create')) {
        it(mutationTitle(caller, allowed, 'create', row.slug), async () => {
          const answer = await graphql<Record<string, { id: number } | null>>(tokens[caller], ops.create, { data: forGraphQL(await kit.createData()) })
          const created = answer.data?.[`create${row.graphql.one}`]
          if (created) made.push({ slug: row.slug, id: created.id })
          if (!mutations) return expectNoSuchMutation(answer, `create${row.graphql.one}`)
          if (!allowed) return expectRefusedGraphQL(answer)
          if (!row.upload) return void expect(answer.errors).toEqual([])
          // GraphQL cannot carry a file: Payload answers that none was uploaded (400) and makes nothing.
          expect(answer.errors[0]?.extensions?.statusCode).toBe(400)
          expect(created).toBeFalsy()
        })
      }

      // Without mutations one attempt per caller says it all.
      const graphqlUpdateCells = mutations ? updateCells : updateCells.filter((cell) => cell.role === 'member' && cell.change === Object.keys(row.changes)[0])
      for (const { caller, role, change, allowed, what } of graphqlUpdateCells) {
        it(mutationTitle(caller, allowed, 'update', what), async () => {
          const goesThrough = mutations && allowed
          const id = await kit.target(goesThrough, role)
          await attempt(goesThrough, id, async () => {
            const answer = await graphql(tokens[caller], ops.update, { id, data: forGraphQL(row.changes[change]!()) })
            if (!mutations) expectNoSuchMutation(answer, `update${row.graphql.one}`)
            else if (!allowed) expectRefusedGraphQL(answer)
            return answer.errors.length === 0
          })
        })
      }

      for (const { caller, allowed } of writeCells('delete')) {
        it(mutationTitle(caller, allowed, 'delete', row.slug), async () => {
          const goesThrough = mutations && allowed
          const id = await kit.target(goesThrough, 'member')
          await attempt(goesThrough, id, async () => {
            const answer = await graphql(tokens[caller], ops.delete, { id })
            if (!mutations) expectNoSuchMutation(answer, `delete${row.graphql.one}`)
            else if (!allowed) expectRefusedGraphQL(answer)
            return answer.errors.length === 0
          })
          if (goesThrough) expect((await snapshot(row.slug, id)).httpStatus).toBe(404)
        })
      }
    })

    if (row.v1) {
      describe('through /api/v1', () => {
        for (const { path, membersOnly, sees: level, ids: extract, refusal = 404 } of row.v1!) {
          const label = typeof path === 'string' ? path.replace(/\?.*/, '') : path(0).replace(/0$/, '{id}')
          for (const caller of callers) {
            const refusedGuest = membersOnly && caller === 'guest'
            const shows = refusedGuest ? 'a 401' : `${readPhrase[level[caller]].replace(' of', '')} ${row.slug}`
            it(`${who[caller]} gets ${shows} from GET ${label}`, async () => {
              const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
              const visible = visibleIds(level[caller], caller, rows)
              if (typeof path === 'string') {
                const { httpStatus, body } = await v1(path, { headers })
                if (refusedGuest) return void expect(httpStatus).toBe(401)
                expect(httpStatus).toBe(200)
                const shown = (extract ?? listIds)(body.data, rows)
                expect(
                  ids()
                    .filter((id) => shown.includes(id))
                    .sort(),
                ).toEqual(visible.sort())
                return
              }
              for (const fixture of rows) {
                const expected = refusedGuest ? 401 : visible.includes(fixture.id) ? 200 : refusal
                expect((await v1(path(fixture.id), { headers })).httpStatus, path(fixture.id)).toBe(expected)
              }
            })
          }
        }
      })
    }

    if (row.intact) {
      it('keeps its rows intact through every refused write', async () => {
        await row.intact!()
      })
    }
  })
}

describe('users: unlocking a locked account', () => {
  const unlock = per<May>(false, false, 'members', true)

  /** Five wrong passwords from an address of its own, so the lock does not spend the suite's login budget. */
  const lockedAccount = async (role: Role) => {
    const account = await createAccount(role)
    const from = { 'X-Forwarded-For': `10.77.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}` }
    const signIn = (password: string) =>
      requestJson('/api/users/login', { method: 'POST', headers: from, body: JSON.stringify({ username: account.username, password }) })
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn('wrong-password-1!')
    expect((await signIn(seedPassword)).httpStatus).toBe(401)
    return { ...account, signIn: () => signIn(seedPassword) }
  }

  for (const caller of callers) {
    for (const role of ['member', 'staff', 'admin'] as const) {
      const allowed = allows(unlock[caller], role)
      it(`${who[caller]} ${may(allowed)} unlock ${accountOf[role]} through REST`, async () => {
        const account = await lockedAccount(role)
        const { httpStatus } = await rest(tokens[caller], '/users/unlock', { method: 'POST', body: JSON.stringify({ username: account.username }) })
        if (allowed) expect(httpStatus).toBe(200)
        else expect(refusedStatuses).toContain(httpStatus)
        expect((await account.signIn()).httpStatus).toBe(allowed ? 200 : 401)
      })
    }
  }
})

describe('users: GraphQL has no account mutations', () => {
  let throwaway: { id: number; username: string }

  beforeAll(async () => {
    throwaway = await createAccount('member')
  })

  const mutationCalls = {
    loginUser: () => `mutation { loginUser(username: "${throwaway.username}", password: "wrong-password-1!") { token } }`,
    forgotPasswordUser: () => `mutation { forgotPasswordUser(username: "${throwaway.username}") }`,
    resetPasswordUser: () => 'mutation { resetPasswordUser(token: "not-a-token", password: "portal9876!") { token } }',
    unlockUser: () => `mutation { unlockUser(username: "${throwaway.username}") }`,
    verifyEmailUser: () => 'mutation { verifyEmailUser(token: "not-a-token") }',
  }

  for (const caller of callers) {
    for (const [name, query] of Object.entries(mutationCalls)) {
      it(`${who[caller]} finds no ${name} mutation`, async () => {
        expectNoSuchMutation(await graphql(tokens[caller], query()), name)
      })
    }
  }
})

type GlobalCase = { slug: string; query: string; mutation: string; field: string; readers: Record<Caller, boolean>; writers: Record<Caller, boolean> }

/**
 * A global (so not a row of the table above) through REST and GraphQL alike: who reads it and who
 * changes it. `field` holds a whole number that a change moves up and the admin puts back.
 */
const globalAccessCases = ({ slug, query, mutation, field, readers, writers }: GlobalCase, caller: Caller) => {
  const read = (reader: Caller) => rest<Record<string, number>>(tokens[reader], `/globals/${slug}?depth=0`)

  it(`${who[caller]} ${may(readers[caller])} read it through REST and GraphQL`, async () => {
    const { httpStatus } = await read(caller)
    const answer = await graphql<Record<string, Record<string, number> | null>>(tokens[caller], `{ ${query} { ${field} } }`)
    if (!readers[caller]) {
      expect(refusedStatuses).toContain(httpStatus)
      return void expectRefusedGraphQL(answer)
    }
    expect(httpStatus).toBe(200)
    expect(answer.errors).toEqual([])
    expect(answer.data?.[query]?.[field]).toBeTypeOf('number')
  })

  it(`${who[caller]} ${may(writers[caller])} change it through REST and GraphQL`, async () => {
    const before = (await read('admin')).body[field]!
    const viaRest = await rest(tokens[caller], `/globals/${slug}`, { method: 'POST', body: JSON.stringify({ [field]: before + 1 }) })
    const viaGraphQL = await graphql(tokens[caller], `mutation { ${mutation}(data: { ${field}: ${before + 2} }) { ${field} } }`)
    const after = (await read('admin')).body[field]!
    if (!writers[caller]) {
      expect(refusedStatuses).toContain(viaRest.httpStatus)
      expectRefusedGraphQL(viaGraphQL)
      return void expect(after).toBe(before)
    }
    expect(viaRest.httpStatus).toBe(200)
    expect(viaGraphQL.errors).toEqual([])
    expect(after).toBe(before + 2)
    await rest(tokens.admin, `/globals/${slug}`, { method: 'POST', body: JSON.stringify({ [field]: before }) })
  })
}

/**
 * 보유 기간: staff read it, an admin alone changes it; /api/v1 has no way to it, and everyone reads
 * the periods on the published policy.
 */
describe('equipment-booking-policy', () => {
  const read = (caller: Caller) => rest<{ noShowLimit?: number }>(tokens[caller], '/globals/equipment-booking-policy?depth=0')

  for (const caller of callers) {
    it(`${who[caller]} ${may(staffAndAdmin[caller])} read and change it through REST and GraphQL`, async () => {
      const { httpStatus } = await read(caller)
      const answer = await graphql<{ EquipmentBookingPolicy: { noShowLimit: number } | null }>(tokens[caller], '{ EquipmentBookingPolicy { noShowLimit } }')
      const before = (await read('admin')).body.noShowLimit ?? 3
      const viaRest = await rest(tokens[caller], '/globals/equipment-booking-policy', { method: 'POST', body: JSON.stringify({ noShowLimit: before + 1 }) })
      // The policy's fields are required, so GraphQL wants all three in a change.
      const viaGraphQL = await graphql(
        tokens[caller],
        `mutation { updateEquipmentBookingPolicy(data: { noShowLimit: ${before + 2}, noShowWindowDays: 90, suspensionDays: 30 }) { noShowLimit } }`,
      )
      const after = (await read('admin')).body.noShowLimit
      if (!staffAndAdmin[caller]) {
        expect(refusedStatuses).toContain(httpStatus)
        expectRefusedGraphQL(answer)
        expect(refusedStatuses).toContain(viaRest.httpStatus)
        expectRefusedGraphQL(viaGraphQL)
        return void expect(after).toBe(before)
      }
      expect(httpStatus).toBe(200)
      expect(answer.errors).toEqual([])
      expect(viaRest.httpStatus).toBe(200)
      expect(viaGraphQL.errors).toEqual([])
      expect(after).toBe(before + 2)
      await rest(tokens.admin, '/globals/equipment-booking-policy', { method: 'POST', body: JSON.stringify({ noShowLimit: before }) })
    })
  }
})

describe('retention-settings', () => {
  const retention: GlobalCase = {
    slug: 'retention-settings',
    query: 'RetentionSetting',
    mutation: 'updateRetentionSetting',
    field: 'mailJobs',
    readers: staffAndAdmin,
    writers: adminOnly,
  }
  for (const caller of callers) {
    globalAccessCases(retention, caller)

    it(`${who[caller]} reads the periods on the published privacy policy through /api/v1`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      const { httpStatus, body } = await v1<{ html: string }>('/terms/privacy', { headers })
      expect(httpStatus).toBe(200)
      expect(body.data!.html).toContain('data-retention="mailJobs"')
    })
  }
})

/**
 * 장비 이용료 청구 설정 and 장비 이용료 기준표 (issue 31): staff keep them; members read the account only on
 * their statements (tests/api/equipment-statements.test.ts) and the rates only as /api/v1's quote.
 */
const staffKeptGlobals: GlobalCase[] = [
  {
    slug: 'equipment-billing',
    query: 'EquipmentBilling',
    mutation: 'updateEquipmentBilling',
    field: 'paymentDays',
    readers: staffAndAdmin,
    writers: staffAndAdmin,
  },
  // The minimum moves by a won or two, which no other test's quote comes near.
  {
    slug: 'equipment-rate-card',
    query: 'EquipmentRateCard',
    mutation: 'updateEquipmentRateCard',
    field: 'minimumCharge',
    readers: staffAndAdmin,
    writers: staffAndAdmin,
  },
]
for (const global of staffKeptGlobals) {
  describe(global.slug, () => {
    for (const caller of callers) globalAccessCases(global, caller)
  })
}

describe('usage logs and statements through /api/v1: staff record a use; a statement is its booking owner’s or staff’s', () => {
  for (const caller of callers) {
    it(`${who[caller]} may record a use only as staff, and reads no statement of a booking not theirs`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      const log = { actualStartAt: '2019-01-07T01:00:00.000Z', actualEndAt: '2019-01-07T02:00:00.000Z', operator: '박운영' }
      // The staff answer is 404 (no such booking): past the guard, which is what this row is about.
      const recorded = await v1('/equipment/reservations/999999/usage-log', { method: 'POST', headers, body: JSON.stringify(log) })
      expect(recorded.httpStatus).toBe(per(401, 403, 404, 404)[caller])
      for (const path of ['/equipment/reservations/999999/statement', '/equipment/reservations/999999/statement.pdf']) {
        expect((await v1(path, { headers })).httpStatus).toBe(per(401, 404, 404, 404)[caller])
      }
      expect((await v1('/equipment/statements?month=2019-01', { headers })).httpStatus).toBe(per(401, 200, 200, 200)[caller])
    })
  }
})

describe('the equipment office through /api/v1: settlement, payments, ZEUS export and utilisation are staff calls', () => {
  const expected = per(401, 403, 200, 200)
  for (const caller of callers) {
    it(`${who[caller]} gets ${expected[caller]} from the settlement and the utilisation report, and no payment or ZEUS file without staff rights`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      expect((await v1('/equipment/settlement?month=2019-01', { headers })).httpStatus).toBe(expected[caller])
      expect((await v1('/equipment/utilisation?month=2019-01', { headers })).httpStatus).toBe(expected[caller])
      const zeus = await v1(withDownloadReason('/equipment/zeus-export?month=2019-01&format=json', '통계·보고', ''), { headers })
      expect(zeus.httpStatus).toBe(expected[caller])
      // The staff answer is 404 (no such booking): past the guard, which is what this row is about.
      const payment = await v1('/equipment/reservations/999999/payment', { method: 'POST', headers, body: JSON.stringify({ paid: false }) })
      expect(payment.httpStatus).toBe(per(401, 403, 404, 404)[caller])
    })
  }
})

describe('운영 통계 through /api/v1: the summary and its CSV are staff calls', () => {
  const expected = per(401, 403, 200, 200)
  for (const caller of callers) {
    it(`${who[caller]} gets ${expected[caller]} from the statistics and their CSV`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      expect((await v1('/statistics/summary?from=2019-01&to=2019-01', { headers })).httpStatus).toBe(expected[caller])
      const file = await fetch(`${portalUrl()}/api/v1${withDownloadReason('/statistics/export?block=members&from=2019-01&to=2019-01', '통계·보고', '')}`, {
        headers,
      })
      expect(file.status).toBe(expected[caller])
    })
  }
})

describe('live preview through /api/v1: reading or rendering a draft is a staff call', () => {
  const expected = per(401, 403, 200, 200)
  let draftNotice: Promise<number> | undefined
  const draft = () =>
    (draftNotice ??= adminCreate('notices', { title: marker(), category: 'general', content: lexical('미리보기 본문'), _status: 'draft' }, '?draft=true'))
  for (const caller of callers) {
    it(`${who[caller]} gets ${expected[caller]} from GET and POST /preview for a draft notice and a draft introduction`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      const id = await draft()
      expect((await v1(`/preview/notices/${id}`, { headers })).httpStatus).toBe(expected[caller])
      expect((await v1(`/preview/notices/${id}`, { method: 'POST', headers, body: JSON.stringify({ data: { title: marker() } }) })).httpStatus).toBe(
        expected[caller],
      )
      expect((await v1('/preview/intro-edu', { headers })).httpStatus).toBe(expected[caller])
    })
  }
})

describe('site head through /api/v1: the verification codes and feed links every page shows are public', () => {
  const expected = per(200, 200, 200, 200)
  for (const caller of callers) {
    it(`${who[caller]} gets ${expected[caller]} from GET /site/head, and 400 without a path`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      expect((await v1('/site/head?path=/infoPlaza/notice', { headers })).httpStatus).toBe(expected[caller])
      const refused = await v1('/site/head', { headers })
      expect(refused.httpStatus).toBe(400)
      expect(refused.body.status.message).toMatch(/[가-힣]/)
    })
  }
})

describe('access-logs through /api/v1: the chain check and the 점검 완료 are the admins’ alone', () => {
  const expected = per(401, 403, 403, 200)
  for (const caller of callers) {
    it(`${who[caller]} gets ${expected[caller]} from GET /access-logs/chain and POST /access-logs/reviews`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      expect((await v1('/access-logs/chain', { headers })).httpStatus).toBe(expected[caller])
      const marked = await v1('/access-logs/reviews', { method: 'POST', headers, body: JSON.stringify({ month: pastMonth() }) })
      expect(marked.httpStatus).toBe(expected[caller])
    })
  }
})

describe('notifications through /api/v1: every signed-in caller counts, marks and sets only their own', () => {
  for (const caller of callers) {
    it(`${who[caller]} gets ${per(401, 200, 200, 200)[caller]} from their own calls, and 404 for marking another member’s notification read`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      const expected = per(401, 200, 200, 200)[caller]
      expect((await v1('/mypage/notifications/unread-count', { headers })).httpStatus).toBe(expected)
      expect((await v1('/mypage/notifications/read-all', { method: 'POST', headers })).httpStatus).toBe(expected)
      expect((await v1('/mypage/notification-preferences', { headers })).httpStatus).toBe(expected)
      const kept = { channels: {}, quietHours: { enabled: true, start: '21:00', end: '08:00' } }
      expect((await v1('/mypage/notification-preferences', { method: 'PUT', headers, body: JSON.stringify(kept) })).httpStatus).toBe(expected)

      const title = marker()
      await deliverNotifications(userIds.other, [{ title }])
      const theirs = await adminFindOne('notifications', 'title', title)
      expect((await v1(`/mypage/notifications/${theirs}/read`, { method: 'POST', headers })).httpStatus).toBe(per(401, 404, 404, 404)[caller])
      const { body } = await rest<{ readAt?: string | null }>(admin(), `/notifications/${theirs}?depth=0`)
      expect(body.readAt ?? null).toBeNull()
    })
  }
})

describe('the notification service through /api/v1: resend, test send and the monthly counts are staff calls', () => {
  for (const caller of callers) {
    it(`${who[caller]} gets past the guard of resend, test send and counts only with staff rights`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      expect((await v1('/notification-deliveries/counts', { headers })).httpStatus).toBe(per(401, 403, 200, 200)[caller])
      // The staff answer is 404 (no such row): past the guard, which is what this row is about.
      expect((await v1('/notification-deliveries/999999/resend', { method: 'POST', headers })).httpStatus).toBe(per(401, 403, 404, 404)[caller])
      const test = await v1('/notification-templates/999999/test', { method: 'POST', headers, body: JSON.stringify({ channel: 'email' }) })
      expect(test.httpStatus).toBe(per(401, 403, 404, 404)[caller])
    })
  }
})

/** The NDA clause (issue 33): everyone reads it (the technology page shows it), staff change it. */
describe('technology-nda', () => {
  const read = (caller: Caller) => rest<{ text?: string; version?: string }>(tokens[caller], '/globals/technology-nda?depth=0')
  for (const caller of callers) {
    it(`${who[caller]} may read it through REST and GraphQL`, async () => {
      expect((await read(caller)).httpStatus).toBe(200)
      const answer = await graphql<{ TechnologyNda: { version: string } | null }>(tokens[caller], '{ TechnologyNda { version } }')
      expect(answer.errors).toEqual([])
      expect(answer.data?.TechnologyNda?.version).toBeTypeOf('string')
    })

    it(`${who[caller]} ${may(staffAndAdmin[caller])} change it through REST and GraphQL`, async () => {
      const { text: before, version } = (await read('admin')).body as { text: string; version: string }
      // The text grows by a marker and goes back; the version (what members agree to) stays.
      const viaRest = await rest(tokens[caller], '/globals/technology-nda', { method: 'POST', body: JSON.stringify({ text: `${before}\n${marker()}` }) })
      const viaGraphQL = await graphql(
        tokens[caller],
        'mutation ($version: String!, $text: String!) { updateTechnologyNda(data: { version: $version, text: $text }) { text } }',
        { version, text: `${before}\n${marker()}` },
      )
      const after = (await read('admin')).body.text!
      if (!staffAndAdmin[caller]) {
        expect(refusedStatuses).toContain(viaRest.httpStatus)
        expectRefusedGraphQL(viaGraphQL)
        return void expect(after).toBe(before)
      }
      expect(viaRest.httpStatus).toBe(200)
      expect(viaGraphQL.errors).toEqual([])
      expect(after).not.toBe(before)
      await rest(tokens.admin, '/globals/technology-nda', { method: 'POST', body: JSON.stringify({ text: before }) })
    })
  }
})

describe('the technology catalogue through /api/v1: the NDA is a member’s call, the CSV import staff’s', () => {
  for (const caller of callers) {
    it(`${who[caller]} gets past the guard of the NDA and the import as the rules say`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      const nda = await v1('/tech-transfer/technologies/999999/nda', { method: 'POST', headers, body: JSON.stringify({ version: 'x', agree: true }) })
      // Past the guard an unknown technology is 404 (staff and the run's member have a company).
      expect(nda.httpStatus).toBe(per(401, 404, 403, 403)[caller])
      const form = new FormData()
      form.append('file', new Blob(['기술명\n'], { type: 'text/csv' }), 'empty.csv')
      const response = await fetch(`${portalUrl()}/api/v1/tech-transfer/import`, { method: 'POST', body: form, headers })
      // Staff get past the guard to the file's own problem (no rows): 400.
      expect(response.status).toBe(per(401, 403, 400, 400)[caller])
    })
  }
})

describe('events through /api/v1: registering is a member’s call, check-in, its counts and the CSV staff’s', () => {
  for (const caller of callers) {
    it(`${who[caller]} gets past the guards of registering, the ticket, check-in, the counts and the CSV as the rules say`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      // Past the guard an unknown event or registration is 404.
      const registering = await v1('/events/999999/registrations', { method: 'POST', headers, body: JSON.stringify(registrationInput()) })
      expect(registering.httpStatus).toBe(per(401, 404, 404, 404)[caller])
      expect((await v1('/events/registrations/999999/ticket', { headers })).httpStatus).toBe(per(401, 404, 404, 404)[caller])
      expect((await v1('/events/registrations/999999/certificate', { headers })).httpStatus).toBe(per(401, 404, 404, 404)[caller])
      const checkIn = await v1('/events/999999/check-in', { method: 'POST', headers, body: JSON.stringify({ token: 'EVT1.x.y' }) })
      expect(checkIn.httpStatus).toBe(per(401, 403, 404, 404)[caller])
      expect((await v1('/events/999999/check-in/counts', { headers })).httpStatus).toBe(per(401, 403, 200, 200)[caller])
      const csv = await v1(withDownloadReason('/events/999999/registrations/export', '통계·보고', ''), { headers })
      expect(csv.httpStatus).toBe(per(401, 403, 404, 404)[caller])
    })
  }
})

describe('surveys through /api/v1: answering is a member’s call, the results and their CSV staff’s', () => {
  for (const caller of callers) {
    it(`${who[caller]} gets past the guards of the member's surveys, the form, answering, the results and the CSV as the rules say`, async () => {
      const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {}
      expect((await v1('/surveys/mine', { headers })).httpStatus).toBe(per(401, 200, 200, 200)[caller])
      // Past the guard an unknown survey is 404.
      expect((await v1('/surveys/999999', { headers })).httpStatus).toBe(per(401, 404, 404, 404)[caller])
      const answering = await v1('/surveys/999999/responses', { method: 'POST', headers, body: JSON.stringify({ answers: {} }) })
      expect(answering.httpStatus).toBe(per(401, 404, 404, 404)[caller])
      expect((await v1('/surveys/999999/results', { headers })).httpStatus).toBe(per(401, 403, 404, 404)[caller])
      const csv = await v1(withDownloadReason('/surveys/999999/responses/export', '통계·보고', ''), { headers })
      expect(csv.httpStatus).toBe(per(401, 403, 404, 404)[caller])
    })
  }

  it('a member who took part sees the survey in their list; staff who did not, do not', async () => {
    const { surveyId } = await surveyAnswers()
    const listed = async (caller: Caller) =>
      ((await v1<{ id: number }[]>('/surveys/mine', { headers: { Authorization: `Bearer ${tokens[caller]}` } })).body.data ?? []).map((row) => row.id)
    expect(await listed('member')).toContain(surveyId)
    expect(await listed('staff')).not.toContain(surveyId)
  })
})

import { type CourseTrack, courseTracks, courseTrackValues } from '@contract/education'
import type { IntroPage } from '@contract/pages'
import { ProgrammeIntro } from '@/components/programme-apply'
import { studentSupportMessages } from '../messages'

const trackPaths = {
  job: '/studentSupport/jobTraining',
  shop: '/studentSupport/shopTraining',
  spot: '/studentSupport/spotTraining',
} as const satisfies Record<CourseTrack, string>

const trackLinks = courseTrackValues.map((track) => ({ label: courseTracks[track], to: trackPaths[track], primary: true }))

/** 평생교육 소개: the introduction, then the three tracks whose courses members apply to. */
export function LifelongPage({ content }: { content: IntroPage | null }) {
  return <ProgrammeIntro content={content} hint={studentSupportMessages.lifelongApply} links={trackLinks} />
}

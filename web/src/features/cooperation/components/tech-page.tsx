import type { IntroPage } from '@contract/pages'
import { ProgrammeIntro } from '@/components/programme-apply'
import { cooperationMessages } from '../messages'

const { techApply } = cooperationMessages

/** 기술자문: the introduction, then the way to the experts and to the request form. */
export function TechPage({ content }: { content: IntroPage | null }) {
  return (
    <ProgrammeIntro
      content={content}
      hint={techApply.hint}
      links={[
        { label: techApply.experts, to: '/cooperation/advice' },
        { label: techApply.apply, to: '/cooperation/application', primary: true, membersOnly: true },
      ]}
    />
  )
}
